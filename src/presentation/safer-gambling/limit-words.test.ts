import { describe, expect, it } from 'vitest';
import { createI18n } from '../app/i18n';
import { exampleAmount, largestAmount, limitName, problemText, valueText } from './limit-words';

describe('the words of a limit (SG-02, SG-14)', () => {
  it('shows how to type an amount in the player language and currency', () => {
    expect(exampleAmount('EUR', 'en')).toBe('1,000.50');
    expect(exampleAmount('EUR', 'de')).toBe('1.000,50');
    expect(exampleAmount('JPY', 'en')).toBe('1,000');
  });

  it('names a limit in each language', async () => {
    for (const [language, name] of [
      ['en', 'weekly loss limit'],
      ['es', 'límite de pérdidas semanal'],
      ['de', 'wöchentliches Verlustlimit'],
    ] as const) {
      const i18n = createI18n(language);
      await i18n.loadNamespaces('saferGambling');
      expect(limitName(i18n.getFixedT(language, 'saferGambling'), { type: 'LOSS', period: 'WEEK' })).toBe(name);
    }
  });

  it('says what is wrong and how to put it right', async () => {
    const i18n = createI18n('en');
    await i18n.loadNamespaces('saferGambling');
    const t = i18n.getFixedT('en', 'saferGambling');
    expect(problemText(t, { field: 'amount', cause: 'TOO_LARGE' }, 'EUR', 'en')).toBe(`The largest limit is ${largestAmount('EUR', 'en')}.`);
    expect(problemText(t, { field: 'minutes', cause: 'INVALID_FORMAT' }, 'EUR', 'en')).toBe('Enter whole minutes from 1 to 1440.');
    expect(problemText(t, { field: 'currency', cause: 'NOT_ALLOWED' }, 'GBP', 'en')).toBe('Limits are in your account currency, GBP.');
    expect(valueText(t, 'SESSION_TIME', 1, 'EUR', 'en')).toBe('1 minute');
    expect(valueText(t, 'DEPOSIT', 5025, 'EUR', 'en')).toBe('€50.25');
  });
});

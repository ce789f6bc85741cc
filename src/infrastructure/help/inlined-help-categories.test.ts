import { describe, expect, it } from 'vitest';
import { RecordingLogger } from '../shared/recording-logger';
import { HELP_CATEGORIES_ELEMENT_ID, InlinedHelpCategories } from './inlined-help-categories';

const answer = [{ slug: 'payments', title: 'Payments', pages: [{ contentId: 'c1', path: 'help/payments/deposits', title: 'Deposits' }, { contentId: 'c2', path: 'https://evil.example/', title: 'Away' }] }];
const inlined = (value: unknown) => ({ json: (id: string) => (id === HELP_CATEGORIES_ELEMENT_ID ? value : undefined) });

describe('the help categories the server inlined', () => {
  it('are decoded like a fetched answer, in the default language only', () => {
    const categories = new InlinedHelpCategories(inlined(answer), 'en', new RecordingLogger());
    expect(categories.take('es')).toBeNull();
    expect(categories.take('en')).toEqual([{ slug: 'payments', title: 'Payments', articles: [{ contentId: 'c1', link: '/help/payments/deposits', title: 'Deposits' }] }]);
    expect(categories.take('en')).toBe(categories.take('en'));
  });

  it('are none when the page has none, or something unreadable (logged): the site then asks for them', () => {
    expect(new InlinedHelpCategories(inlined(undefined), 'en', new RecordingLogger()).take('en')).toBeNull();
    for (const body of [null, {}, 'categories', 42]) {
      const logger = new RecordingLogger();
      expect(new InlinedHelpCategories(inlined(body), 'en', logger).take('en')).toBeNull();
      expect(logger.warnings).toHaveLength(1);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/support/test-app';
import type { RecordingLogger } from '../../infrastructure/shared/recording-logger';
import type { LanguageService } from '../i18n/language-service';
import { I18nTokens } from '../i18n/tokens';
import { SharedTokens } from '../shared/tokens';
import type { HelpFeedbackService } from './help-feedback-service';
import type { HelpSuggestionsService, HelpSuggestionsState } from './help-suggestions-service';
import { HelpTokens } from './tokens';

const started = async () => {
  const app = createTestApp();
  await app.load('help');
  app.platform.help.addArticle({ slug: 'payments', title: 'Payments' }, { slug: 'withdrawal-times', title: 'How long does a withdrawal take?', paragraphs: ['Within 24 hours.'] });
  const suggestions = app.get<HelpSuggestionsService>(HelpTokens.HelpSuggestionsService);
  const states: HelpSuggestionsState[] = [];
  const subscription = suggestions.state$.subscribe((state) => states.push(state));
  return { app, suggestions, states, subscription, last: () => states.at(-1) };
};

describe('HelpSuggestionsService (HELP-01, HELP-02)', () => {
  it('asks once typing has paused for a second, from three characters, for the last term only', async () => {
    const { app, suggestions, last } = await started();
    suggestions.input('wi');
    await app.time.advance(5_000);
    expect(last()).toEqual({ status: 'idle' });
    suggestions.input('with');
    await app.time.advance(999);
    expect(last()).toEqual({ status: 'pending', term: 'with' });
    suggestions.input('withdrawal');
    await app.time.advance(999);
    expect(app.platform.help.callsOf('suggestions')).toEqual([]);
    await app.time.advance(1);
    expect(last()).toMatchObject({ status: 'ready', term: 'withdrawal', suggestions: [{ text: 'How long does a withdrawal take?', link: '/help/payments/withdrawal-times' }] });
    expect(app.platform.help.callsOf('suggestions').map((call) => call.term)).toEqual(['withdrawal']);
  });

  it('reads a failure as no suggestions, and only logs it', async () => {
    const { app, suggestions, last } = await started();
    app.platform.help.fail('suggestions', { code: 'NETWORK' });
    suggestions.input('withdrawal');
    await app.time.advance(1_000);
    expect(last()).toEqual({ status: 'ready', term: 'withdrawal', suggestions: [] });
    expect(app.get<RecordingLogger>(SharedTokens.Logger).warnings).toContain('help: suggestions failed');
  });

  it('asks in the language the player reads', async () => {
    const { app, suggestions } = await started();
    app.get<LanguageService>(I18nTokens.LanguageService).select('es');
    suggestions.input('retirada');
    await app.time.advance(1_000);
    expect(app.platform.help.callsOf('suggestions')[0]?.scope).toEqual({ bucket: 'default', language: 'es' });
  });
});

describe('HelpFeedbackService (HELP-04)', () => {
  it('takes one answer per article and sends it with the language; a failed send is only logged', async () => {
    const { app } = await started();
    const feedback = app.get<HelpFeedbackService>(HelpTokens.HelpFeedbackService);
    await feedback.answer('help-payments-withdrawal-times', false);
    await feedback.answer('help-payments-withdrawal-times', true);
    expect(feedback.current('help-payments-withdrawal-times')).toBe('no');
    expect(app.platform.help.feedback).toEqual([{ contentId: 'help-payments-withdrawal-times', helpful: false, language: 'en' }]);
    app.platform.help.fail('feedback', { code: 'HTTP', status: 429 });
    await feedback.answer('help-other', true);
    expect(feedback.current('help-other')).toBe('yes');
    expect(app.get<RecordingLogger>(SharedTokens.Logger).warnings).toContain('help: feedback not sent');
  });
});

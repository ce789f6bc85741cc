// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { record } from '../../test-support/harness.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';
import { summaryAround } from './help-centre.ts';
import { feedbackPerHour } from './help-feedback.ts';

const sandbox = useTestSandbox({ own: true });
const base = '/content/v5/buckets/default/languages';

interface Entry {
  contentId: string;
  paths: string[];
  fields: { title: string; summary?: string };
}
const entries = (body: unknown) => body as Entry[];
const feedback = (body: unknown, headers: Record<string, string> = {}) => sandbox.request('POST', '/services/help/v1/feedback', { body, headers });

describe('help centre lists', () => {
  it('gives the help home its seven categories in order, each with its articles, in every language', async () => {
    const en = await sandbox.request('GET', `${base}/en/help-pages`);
    expect(en.status).toBe(200);
    const categories = en.body as { slug: string; title: string; pages: { contentId: string; path: string; title: string }[] }[];
    expect(categories.map((category) => category.slug)).toEqual(['common-faq', 'account', 'payments', 'bonuses', 'games', 'safer-gambling', 'technical']);
    expect(categories[2]?.pages).toContainEqual({ contentId: 'help-payments-withdrawal-times', path: 'help/payments/withdrawal-times', title: 'How long does a withdrawal take?' });
    const de = await sandbox.request('GET', `${base}/de/help-pages`);
    expect((de.body as { title: string }[])[2]?.title).toBe('Einzahlungen und Auszahlungen');
    expect((await sandbox.request('GET', `${base}/fr/help-pages`)).status).toBe(404);
    expect((await sandbox.request('GET', '/content/v5/buckets/other/languages/en/help-pages')).status).toBe(404);
  });

  it('suggests titles from 3 characters, case- and accent-insensitively, titles before bodies', async () => {
    const short = await sandbox.request('GET', `${base}/en/help-pages/suggestions?searchTerm=${encodeURIComponent('  wi ')}`);
    expect(short.body).toEqual([]);
    const suggestions = entries((await sandbox.request('GET', `${base}/en/help-pages/suggestions?searchTerm=DEPOSIT`)).body);
    expect(suggestions[0]).toEqual({ contentId: 'help-payments-how-to-deposit', paths: ['help/payments/how-to-deposit'], fields: { title: 'How do I make a deposit?' } });
    // Then the articles whose title does not name it but whose body does.
    expect(suggestions.map((entry) => entry.contentId)).toEqual(expect.arrayContaining(['help-payments-declined-deposit', 'help-payments-currencies', 'help-safer-gambling-deposit-limits']));
    expect(suggestions.length).toBeLessThanOrEqual(8);
    const spanish = entries((await sandbox.request('GET', `${base}/es/help-pages/suggestions?searchTerm=deposito`)).body);
    expect(spanish.map((entry) => entry.fields.title)).toContain('¿Cómo hago un depósito?');
  });

  it('searches with a summary around the first match, and treats the term as data', async () => {
    const found = entries((await sandbox.request('GET', `${base}/en/help-pages/search?searchTerm=${encodeURIComponent('wagering')}`)).body);
    expect(found[0]?.contentId).toBe('help-bonuses-wagering-requirements');
    for (const entry of found) {
      expect(entry.fields.summary?.length).toBeLessThanOrEqual(200);
      expect(entry.fields.summary?.toLowerCase()).toContain('wagering');
    }
    for (const term of ['<b>(x', '.*', '(((', '\\d+']) {
      const answer = await sandbox.request('GET', `${base}/en/help-pages/search?searchTerm=${encodeURIComponent(term)}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual([]);
    }
    const percent = entries((await sandbox.request('GET', `${base}/en/help-pages/search?searchTerm=${encodeURIComponent('96%')}`)).body);
    expect(percent.map((entry) => entry.contentId)).toEqual(['help-games-game-fairness']);
  });

  it('refuses a term over 100 characters or given twice', async () => {
    const long = await sandbox.request('GET', `${base}/en/help-pages/search?searchTerm=${'a'.repeat(101)}`);
    expect(long.status).toBe(422);
    expect(long.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', fieldErrors: [{ field: 'searchTerm', cause: 'TOO_LONG' }] });
    const twice = await sandbox.request('GET', `${base}/en/help-pages/suggestions?searchTerm=abc&searchTerm=def`);
    expect(twice.status).toBe(422);
  });

  it('cuts a summary at words, with an ellipsis where text was left out', () => {
    const body = `${'word '.repeat(80)}needle ${'tail '.repeat(80)}`;
    const summary = summaryAround(body, body.indexOf('needle'), 6);
    expect(summary.length).toBeLessThanOrEqual(200);
    expect(summary).toMatch(/^….*needle.*…$/);
  });
});

describe('help pages as content pages', () => {
  it('serves an article with its contentId and paragraphs, and a category listing its articles as help links', async () => {
    const article = await sandbox.request('GET', `${base}/en/pages/help/payments/withdrawal-times`);
    expect(article.status).toBe(200);
    expect(article.body).toMatchObject({ slug: 'help/payments/withdrawal-times', pageType: 'help', contentId: 'help-payments-withdrawal-times', title: 'How long does a withdrawal take?' });
    const blocks = record(record(article.body).regions).mainContent as { type: string; body: string }[];
    expect(blocks.length).toBe(2);
    expect(blocks.every((block) => block.type === 'content_block')).toBe(true);
    const category = await sandbox.request('GET', `${base}/es/pages/help/payments`);
    const links = record(record(category.body).regions).mainContent as { type: string; pageType: string; path: string; title: string }[];
    expect(links[0]).toMatchObject({ type: 'content_page', pageType: 'help', path: 'payments/how-to-deposit', title: '¿Cómo hago un depósito?' });
    expect((await sandbox.request('GET', `${base}/en/pages/help/payments/no-such-article`)).status).toBe(404);
  });
});

describe('help feedback', () => {
  it('stores an answer with the page language and counts it for the console', async () => {
    expect((await feedback({ contentId: 'help-games-roulette-rules', helpful: true }, { 'X-Language': 'es' })).status).toBe(204);
    expect((await feedback({ contentId: 'help-games-roulette-rules', helpful: false })).status).toBe(204);
    const counts = await sandbox.control('GET', '/sandbox/control/help-feedback');
    expect(counts.body).toContainEqual({ contentId: 'help-games-roulette-rules', yes: 1, no: 1 });
    const console = await sandbox.request('GET', '/sandbox/console');
    expect(console.text).toContain('Help feedback');
    expect(console.text).toContain('help-games-roulette-rules');
  });

  it('answers 404 for an unknown article and 422 for a bad body', async () => {
    expect((await feedback({ contentId: 'help-nothing-here', helpful: true })).status).toBe(404);
    const bad = await feedback({ contentId: '<script>', helpful: 'yes' });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ fieldErrors: [{ field: 'contentId', cause: 'INVALID_FORMAT' }, { field: 'helpful', cause: 'INVALID_FORMAT' }] });
    expect((await feedback({})).body).toMatchObject({ fieldErrors: [{ field: 'contentId', cause: 'REQUIRED' }, { field: 'helpful', cause: 'REQUIRED' }] });
  });

  it(`takes at most ${feedbackPerHour} answers a source an hour, then 429 with Retry-After`, async () => {
    // An hour on, the answers of the tests above no longer count.
    sandbox.advanceClock(60 * 60_000 + 1000);
    for (let i = 0; i < feedbackPerHour; i += 1) expect((await feedback({ contentId: 'help-technical-logged-out', helpful: true })).status).toBe(204);
    const refused = await feedback({ contentId: 'help-technical-logged-out', helpful: true });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    sandbox.advanceClock(60 * 60_000 + 1000);
    expect((await feedback({ contentId: 'help-technical-logged-out', helpful: false })).status).toBe(204);
  }, 30_000);
});

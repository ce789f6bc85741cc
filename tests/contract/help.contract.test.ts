// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpHelpContentGateway } from '../../src/infrastructure/help/http-help-content-gateway';
import { HttpHelpFeedbackGateway } from '../../src/infrastructure/help/http-help-feedback-gateway';
import { startFixture, type SandboxFixture } from './sandbox-fixture';

let sandbox: SandboxFixture;
beforeAll(async () => {
  sandbox = await startFixture();
}, 120_000);
afterAll(() => sandbox.close());
afterEach(async () => {
  await sandbox.control('DELETE', '/sandbox/control/faults');
});

const en = { bucket: 'default', language: 'en' };
const es = { bucket: 'default', language: 'es' };
const helpBase = '/content/v5/buckets/default/languages/en/help-pages';

describe('HttpHelpContentGateway against the sandbox (HELP-01..03)', () => {
  const gateway = () => new HttpHelpContentGateway(sandbox.http);

  it("reads the help home's categories, each article with its site link", async () => {
    const answer = await gateway().categories(en);
    if (answer._tag === 'Left') throw new Error(JSON.stringify(answer.left));
    expect(answer.right.map((category) => category.slug)).toEqual(['common-faq', 'account', 'payments', 'bonuses', 'games', 'safer-gambling', 'technical']);
    expect(answer.right[2]?.articles).toContainEqual({ contentId: 'help-payments-withdrawal-times', link: '/help/payments/withdrawal-times', title: 'How long does a withdrawal take?' });
  });

  it('reads suggestions and search results with their links, titles and summaries', async () => {
    const suggestions = await gateway().suggestions(es, 'retirada');
    if (suggestions._tag === 'Left') throw new Error(JSON.stringify(suggestions.left));
    expect(suggestions.right[0]).toEqual({ id: 'help-payments-withdrawal-times', link: '/help/payments/withdrawal-times', text: '¿Cuánto tarda una retirada?', summary: null });
    const search = await gateway().search(en, 'wagering');
    if (search._tag === 'Left') throw new Error(JSON.stringify(search.left));
    expect(search.right[0]).toMatchObject({ id: 'help-bonuses-wagering-requirements', link: '/help/bonuses/wagering-requirements', text: 'What are wagering requirements?' });
    expect(search.right[0]?.summary).toContain('wagering');
  });

  it('sends a term with markup and pattern characters as data', async () => {
    expect(await gateway().search(en, '<b>(x')).toEqual({ _tag: 'Right', right: [] });
    expect(await gateway().suggestions(en, '.*')).toEqual({ _tag: 'Right', right: [] });
  });

  it('reads an article and a category page', async () => {
    const article = await gateway().page(en, ['payments', 'withdrawal-times']);
    if (article._tag === 'Left') throw new Error(JSON.stringify(article.left));
    expect(article.right).toMatchObject({ kind: 'article', contentId: 'help-payments-withdrawal-times', categorySlug: 'payments', title: 'How long does a withdrawal take?' });
    expect(article.right.kind === 'article' ? article.right.paragraphs.length : 0).toBe(2);
    const category = await gateway().page(en, ['bonuses']);
    if (category._tag === 'Left') throw new Error(JSON.stringify(category.left));
    expect(category.right).toMatchObject({ kind: 'category', title: 'Bonuses and promotions' });
    expect(category.right.kind === 'category' ? category.right.articles[0] : null).toMatchObject({ link: '/help/bonuses/wagering-requirements' });
    expect(await gateway().page(en, ['payments', 'no-such-article'])).toMatchObject({ _tag: 'Left', left: { code: 'HTTP', status: 404 } });
  });

  it('drops items whose link would leave the help centre, and reads a malformed answer as a failure', async () => {
    await sandbox.control('POST', '/sandbox/control/faults', {
      method: 'GET',
      path: `${helpBase}/search`,
      status: 200,
      body: [
        { contentId: 'x', paths: ['https://evil.example/'], fields: { title: 'Elsewhere' } },
        { contentId: 'y', paths: ['help/payments/withdrawal-times'], fields: { title: '<img src=x onerror=alert(1)>' } },
        { contentId: 'z', paths: 'help/payments', fields: {} },
      ],
    });
    expect(await gateway().search(en, 'anything')).toEqual({ _tag: 'Right', right: [{ id: 'y', link: '/help/payments/withdrawal-times', text: '<img src=x onerror=alert(1)>', summary: null }] });
    await sandbox.control('POST', '/sandbox/control/faults', { method: 'GET', path: `${helpBase}/suggestions`, status: 200, body: { not: 'a list' } });
    expect(await gateway().suggestions(en, 'anything')).toMatchObject({ _tag: 'Left', left: { code: 'DECODE' } });
    await sandbox.control('POST', '/sandbox/control/faults', { method: 'GET', path: `${helpBase}/search`, status: 500 });
    expect(await gateway().search(en, 'anything')).toMatchObject({ _tag: 'Left', left: { code: 'HTTP', status: 500 } });
  });
});

describe('HttpHelpFeedbackGateway against the sandbox (HELP-04)', () => {
  const gateway = () => new HttpHelpFeedbackGateway(sandbox.http);
  const counts = async () => (await (await sandbox.control('GET', '/sandbox/control/help-feedback')).json()) as { contentId: string; yes: number; no: number }[];

  it('posts an answer that the sandbox stores and counts', async () => {
    expect(await gateway().send('help-games-roulette-rules', true, 'de')).toEqual({ _tag: 'Right', right: undefined });
    expect(await gateway().send('help-games-roulette-rules', false, 'en')).toEqual({ _tag: 'Right', right: undefined });
    expect(await counts()).toContainEqual({ contentId: 'help-games-roulette-rules', yes: 1, no: 1 });
  });

  it('reads a refusal as a failure', async () => {
    expect(await gateway().send('help-no-such-article', true, 'en')).toMatchObject({ _tag: 'Left', left: { code: 'HTTP', status: 404 } });
  });
});

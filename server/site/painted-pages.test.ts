import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryOfPath, paintedOrNull, paintServerDirOf } from './painted-pages.ts';
import { prepaintDirOf } from './prepaint.ts';
import { registerSite } from './static-site.ts';

const entry = '/assets/index-abc.js';
const indexHtml = `<!doctype html><html lang="en"><head><title>Casino</title><script type="module" crossorigin src="${entry}"></script></head><body><div id="root"></div></body></html>`;
const shellOf = (language: string) => `<!doctype html><html lang="${language}"><head><title>Casino</title><script type="module" crossorigin src="/assets/prepaint-boot-1.js"></script></head><body><div id="root"></div></body></html>`;
const config = { languageDefault: 'en', languagesPublished: ['en', 'es'], bucket: 'default' };

/**
 * A painter as the build bundles it, reduced to what the server relies on: it paints the category's
 * name and first game, and inlines the first screen; a category named `throws` or `scripted` misbehaves.
 */
const painterModule = `
export async function paintCategoryPage(input) {
  globalThis.paintCalls = (globalThis.paintCalls ?? 0) + 1;
  if (input.category === 'throws') throw new Error('broken');
  if (input.category === 'none') return null;
  const name = input.answer.name;
  const markup = input.category === 'scripted' ? '<script>alert(1)</script>' : '<h1>' + name.replace(/</g, '&lt;') + '</h1><p>' + input.language + ' ' + input.year + (input.audience === 'returning' ? ' returning' : '') + '</p>';
  return { markup, inlined: { 'category-first-screen': { name, games: input.answer.games.slice(0, 1) } } };
}
export async function paintHomePage(input) {
  return input.audience === 'returning' ? { markup: '<div class="lobby">' + input.answer.title + '</div>', inlined: {} } : null;
}
export async function paintContentPage(input) {
  return { markup: '<h1>' + input.answer.title.replace(/</g, '&lt;') + '</h1>', inlined: { ['page-content-' + input.slug]: input.answer } };
}
export async function paintGamePage(input) {
  return { markup: '<h1 class="game">' + input.slug + (input.locationCookie === null ? '' : ' ' + input.locationCookie) + '</h1>', inlined: { 'game-page': input.answer } };
}
`;

const contentPages: Record<string, unknown> = {
  home: { slug: 'home', title: 'Tonight', regions: {} },
  promotions: { slug: 'promotions', title: 'Offers </script>', regions: {} },
  articles: { slug: 'other', title: 'Mislabelled', regions: {} },
};

const answers: Record<string, unknown> = {
  slots: { slug: 'slots', name: 'Slots </script><b>', games: [{ id: 1 }, { id: 2 }] },
  throws: { slug: 'throws', name: 'x', games: [{ id: 1 }] },
  scripted: { slug: 'scripted', name: 'x', games: [{ id: 1 }] },
  none: { slug: 'none', name: 'x', games: [{ id: 1 }] },
  mislabelled: { slug: 'other', name: 'x', games: [{ id: 1 }] },
  empty: { slug: 'empty', name: 'x', games: [] },
  malformed: { slug: 'malformed', name: 7, games: [{ id: 1 }] },
};

describe('a category page painted at request time', () => {
  let siteDir: string;
  let app: FastifyInstance;
  const asked: string[] = [];
  beforeAll(async () => {
    siteDir = join(await mkdtemp(join(tmpdir(), 'server-painted-')), 'dist');
    await mkdir(siteDir);
    await writeFile(join(siteDir, 'index.html'), indexHtml);
    await mkdir(prepaintDirOf(siteDir));
    const shells = ['category', 'game', 'content', 'home'].flatMap((route) => ['en', 'es'].map((language) => ({ route, file: `${route}-shell.${language}.html`, entry, language })));
    await writeFile(join(prepaintDirOf(siteDir), 'manifest.json'), JSON.stringify({ version: 1, pages: [], shells }));
    for (const shell of shells) await writeFile(join(prepaintDirOf(siteDir), shell.file), shellOf(shell.language));
    await mkdir(paintServerDirOf(siteDir));
    await writeFile(join(paintServerDirOf(siteDir), 'paint-server.js'), painterModule);
    app = Fastify({ logger: false });
    const sitePage = await registerSite(app, siteDir, {
      siteConfig: async () => config,
      contentPage: async (_config, slug) => contentPages[slug] ?? null,
      category: async (_config, category) => {
        asked.push(category);
        return answers[category] ?? null;
      },
      gamePage: async (_config, slug) => (slug === 'starburst' ? { game: { id: 1, slug } } : slug === 'broken' ? { game: 'x' } : null),
    });
    app.setNotFoundHandler((request, reply) => sitePage(request, reply));
  });
  afterAll(async () => {
    await app?.close();
    await rm(join(siteDir, '..'), { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('is sent to a visitor on /casino/<category>: the shell with the markup in #root and the first screen inlined, escaped, varying by Cookie and Sec-Fetch-Site', async () => {
    const response = await get('/casino/slots', { 'sec-fetch-site': 'none' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toBe('Accept-Encoding, Cookie, Sec-Fetch-Site');
    expect(response.body).toContain('/assets/prepaint-boot-1.js');
    expect(response.body).toContain(`<div id="root"><h1>Slots &lt;/script>&lt;b></h1><p>en ${new Date().getFullYear()}</p></div>`);
    const inlined = /<script type="application\/json" id="category-first-screen">(.*?)<\/script>/.exec(response.body)?.[1] ?? '';
    expect(inlined).not.toContain('</script>');
    expect(JSON.parse(inlined)).toEqual({ name: 'Slots </script><b>', games: [{ id: 1 }] });
    expect(response.body).toContain('<script type="application/json" id="site-config">');
  });

  it('is not sent whenever the site could render anything else: a session, another language, a query, a subcategory, an arrival without cookies', async () => {
    const unpainted = [
      get('/casino/slots', { cookie: 'sid=abc' }),
      get('/casino/slots', { cookie: `sid=${'a'.repeat(20)}; sid=${'b'.repeat(20)}` }),
      get('/casino/slots', { cookie: 'LANG=es' }),
      get('/casino/slots', { 'sec-fetch-site': 'cross-site' }),
      get('/casino/slots?sort=new'),
      get('/casino/slots/classic'),
      get('/casino/Slots'),
    ];
    for (const response of await Promise.all(unpainted)) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('category-first-screen');
    }
    expect((await get('/casino/slots', { cookie: 'LANG=en' })).body).toContain('<h1>');
  });

  it("is sent to a returning player (one session cookie, the site's first render being the session's restore), and so is the home page", async () => {
    const session = { cookie: `sid=${'s'.repeat(43)}` };
    expect((await get('/casino/slots', session)).body).toContain(`<p>en ${new Date().getFullYear()} returning</p>`);
    const home = await get('/', session);
    expect(home.body).toContain('<div id="root"><div class="lobby">Tonight</div></div>');
    expect(home.body).toContain('<script type="application/json" id="page-content-home">');
    expect(home.headers.vary).toBe('Accept-Encoding, Cookie, Sec-Fetch-Site');
    // A visitor's home is the build's pre-rendered page (none in this build): not painted at request time.
    expect((await get('/')).body).toContain('<div id="root"></div>');
  });

  it("is sent for a content section's page with its content inlined for the site's first render, and not for a page that is another's", async () => {
    const promotions = await get('/promotions');
    expect(promotions.body).toContain('<div id="root"><h1>Offers &lt;/script></h1></div>');
    const inlined = /<script type="application\/json" id="page-content-promotions">(.*?)<\/script>/.exec(promotions.body)?.[1] ?? '';
    expect(JSON.parse(inlined)).toEqual(contentPages.promotions);
    for (const url of ['/articles', '/pages', '/promotions/weekend', '/promotions?x=1']) expect((await get(url)).body, url).toContain('<div id="root"></div>');
  });

  it('is not sent, and the page still is, when the platform or the painter answers badly', async () => {
    for (const category of ['throws', 'scripted', 'none', 'mislabelled', 'empty', 'malformed', 'unknown']) {
      const response = await get(`/casino/${category}`);
      expect(response.statusCode, category).toBe(200);
      expect(response.body, category).toContain('<div id="root"></div>');
      expect(response.body, category).not.toContain('category-first-screen');
    }
  });

  it('paints an answer once per language and year, not once per request', async () => {
    const calls = () => (globalThis as { paintCalls?: number }).paintCalls ?? 0;
    await get('/casino/slots');
    const before = calls();
    await get('/casino/slots');
    await get('/casino/slots', { cookie: 'LANG=en' });
    expect(calls()).toBe(before);
    expect(before).toBeGreaterThan(0);
  });
});

describe('a game page painted at request time', () => {
  // As above, through the same registration: a second site of its own keeps the two apart.
  it('is sent to a visitor with the game page inlined, painted for where the platform placed them, and not otherwise', async () => {
    const siteDir = join(await mkdtemp(join(tmpdir(), 'server-painted-game-')), 'dist');
    await mkdir(siteDir);
    await writeFile(join(siteDir, 'index.html'), indexHtml);
    await mkdir(prepaintDirOf(siteDir));
    await writeFile(join(prepaintDirOf(siteDir), 'manifest.json'), JSON.stringify({ version: 1, pages: [], shells: [{ route: 'game', file: 'game-shell.en.html', entry, language: 'en' }] }));
    await writeFile(join(prepaintDirOf(siteDir), 'game-shell.en.html'), shellOf('en'));
    await mkdir(paintServerDirOf(siteDir));
    await writeFile(join(paintServerDirOf(siteDir), 'paint-server.js'), painterModule);
    const app = Fastify({ logger: false });
    const answer = { game: { id: 1, slug: 'starburst' } };
    const sitePage = await registerSite(app, siteDir, { siteConfig: async () => config, gamePage: async (_config, slug) => (slug === 'starburst' ? answer : { game: 'x' }) });
    app.setNotFoundHandler((request, reply) => sitePage(request, reply));
    try {
      const painted = await app.inject({ method: 'GET', url: '/casino/slots/classic/starburst' });
      expect(painted.body).toContain('<div id="root"><h1 class="game">starburst</h1></div>');
      expect(painted.body).toContain(`<script type="application/json" id="game-page">${JSON.stringify(answer)}</script>`);
      // Where the platform placed the visitor goes to the render, which reads it as the site does.
      expect((await app.inject({ method: 'GET', url: '/casino/slots/classic/starburst', headers: { cookie: 'st=GB-ENG' } })).body).toContain('<h1 class="game">starburst GB-ENG</h1>');
      for (const [url, cookie] of [['/casino/slots/classic/starburst', 'st=a%20b'], ['/casino/slots/classic/starburst', 'st=GB-ENG; st=ES-MD'], ['/casino/slots/classic/broken', ''], ['/casino/slots/classic/starburst?realplay', ''], ['/casino/slots/starburst', '']]) {
        const response = await app.inject({ method: 'GET', url, headers: cookie === '' ? {} : { cookie } });
        expect(response.body, `${url} ${cookie}`).toContain('<div id="root"></div>');
      }
    } finally {
      await app.close();
      await rm(join(siteDir, '..'), { recursive: true, force: true });
    }
  });
});

describe('the pieces of a painted page', () => {
  it('reads a category from its address only when it is one plain slug', () => {
    expect(categoryOfPath('/casino/slots')).toBe('slots');
    expect(categoryOfPath('/casino/live-games-2')).toBe('live-games-2');
    for (const url of ['/casino', '/casino/', '/casino/slots/', '/casino/slots/classic', '/casino/slots?x=1', '/casino/%73lots', '/casino/-slots', '/other/slots']) expect(categoryOfPath(url), url).toBeNull();
  });

  it('takes from the painter only markup without script and data under plain element ids', () => {
    expect(paintedOrNull({ markup: '<h1>x</h1>', inlined: { 'category-first-screen': {} } })).not.toBeNull();
    for (const value of [null, {}, { markup: '', inlined: {} }, { markup: '<SCRIPT>', inlined: {} }, { markup: '<p>', inlined: { 'a"b': 1 } }, { markup: 7, inlined: {} }]) {
      expect(paintedOrNull(value)).toBeNull();
    }
  });
});

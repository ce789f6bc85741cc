// @vitest-environment node
import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { siteContentSecurityPolicy } from '../kernel/http/headers.ts';
import { startTestSandbox, type TestSandbox } from '../test-support/harness.ts';
import { rawRequest } from '../test-support/raw-http.ts';
import { registerNotFound } from './not-found-handler.ts';
import { cookieValues, heroImagePath, prepaintDirOf, prepaintedPage, prepaintFor, readPrepaints, type Prepaint } from '../../server/site/prepaint.ts';
import { registerSite } from '../../server/site/static-site.ts';

// As `scripts/prerender.ts` leaves them: one whole page per language, its markup in #root, the boot
// script in place of the entry, the year at a known place.
const indexHtml = '<!doctype html><html lang="en"><head><title>Casino</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';
const pageOf = (language: string, year = 2020, name = 'Home') =>
  `<!doctype html><html lang="${language}"><head><title>Casino</title><script type="module" crossorigin src="/assets/prepaint-boot-1.js"></script></head><body><div id="root"><div class="shell"><main id="main"><h1>${name} ${language}</h1></main><p class="footer__rights">© ${year} Casino</p></div></div></body></html>`;
const yearOffsetOf = (language: string, name = 'Home') => pageOf(language, 2020, name).indexOf('2020');
// The sandbox's seeded languages, which a served pre-rendered page must assume.
const PUBLISHED = ['en', 'es', 'de'];
// The home page and the login page, each in two languages.
const PAGES = [
  { path: '/', name: 'Home' },
  { path: '/login', name: 'Login' },
];
const manifest = {
  version: 1,
  pages: PAGES.flatMap(({ path, name }) =>
    ['en', 'es'].map((language) => ({ path, file: `${name.toLowerCase()}.${language}.html`, entry: '/assets/index-abc.js', language, languagesPublished: PUBLISHED, year: 2020, yearOffset: yearOffsetOf(language, name), name })),
  ),
};
const thisYear = new Date().getFullYear();
const painted = (html: string): string | null => /<div id="root">(.*?)<\/div><\/body>/s.exec(html)?.[1] ?? null;
const homeOf = (language: string, year = thisYear) => painted(pageOf(language, year));
const loginOf = (language: string) => painted(pageOf(language, thisYear, 'Login'));

// As the build leaves them: the pre-rendered pages beside the served folder (dist → dist-prepaint).
const writeSite = async (dir: string, withPrepaints = true): Promise<void> => {
  await writeFile(join(dir, 'index.html'), indexHtml);
  if (!withPrepaints) return;
  const prepaintDir = prepaintDirOf(dir);
  await mkdir(prepaintDir);
  await writeFile(join(prepaintDir, 'manifest.json'), JSON.stringify(manifest));
  for (const page of manifest.pages) await writeFile(join(prepaintDir, page.file), pageOf(page.language, 2020, page.name));
};
const removeSite = async (dir: string): Promise<void> => {
  await rm(dir, { recursive: true, force: true });
  await rm(prepaintDirOf(dir), { recursive: true, force: true });
};

/** A GET with the path sent exactly as written (fetch would resolve `.` and `..` segments first). */
const rawGet = async (base: string, rawPath: string): Promise<{ status: number; body: string }> => {
  const answer = await rawRequest(base, { path: rawPath });
  return { status: answer.status, body: answer.text };
};

describe('the pre-rendered home page, served', () => {
  let sandbox: TestSandbox;
  let siteDir: string;
  beforeAll(async () => {
    siteDir = await mkdtemp(join(tmpdir(), 'sandbox-prepaint-'));
    await writeSite(siteDir);
    sandbox = await startTestSandbox({ siteDir });
  }, 60_000);
  afterAll(async () => {
    await sandbox?.close();
    await removeSite(siteDir);
  });
  afterEach(async () => {
    await sandbox.control('PATCH', '/sandbox/control/site-config', { languagesPublished: PUBLISHED, languageDefault: 'en' });
  });

  const get = (path: string, cookie?: string, headers: Record<string, string> = {}) =>
    sandbox.request('GET', path, { headers: cookie === undefined ? headers : { ...headers, cookie } });

  it('is sent for a visitor on / in the default language, with this year, the configuration, the CSP unchanged, varying by Cookie and Sec-Fetch-Site', async () => {
    const result = await get('/');
    expect(result.status).toBe(200);
    expect(painted(result.text)).toBe(homeOf('en'));
    expect(result.text).toContain('<html lang="en">');
    expect(result.text).toContain('src="/assets/prepaint-boot-1.js"');
    expect(result.text).toContain('<script type="application/json" id="site-config">');
    expect(result.headers.get('content-security-policy')).toBe(siteContentSecurityPolicy(sandbox.providerUrl, sandbox.legacyUrl, sandbox.identityUrl));
    expect(result.headers.get('cache-control')).toBe('no-cache');
    expect(result.headers.get('vary')).toBe('Accept-Encoding, Cookie, Sec-Fetch-Site');
  });

  it('is sent only when the browser sent its SameSite=Strict cookies: same-origin, typed or bookmarked (none), or no Sec-Fetch-Site', async () => {
    for (const fetchSite of ['same-origin', 'none']) {
      expect(painted((await get('/', undefined, { 'sec-fetch-site': fetchSite })).text), fetchSite).toBe(homeOf('en'));
    }
  });

  it('stays out on an arrival from another site (an email or affiliate link), where the browser leaves the cookies out', async () => {
    for (const fetchSite of ['cross-site', 'same-site', 'Same-Origin', '']) {
      const result = await get('/', undefined, { 'sec-fetch-site': fetchSite });
      expect(result.status, fetchSite).toBe(200);
      expect(painted(result.text), fetchSite).toBe('');
      expect(result.text, fetchSite).toContain('src="/assets/index-abc.js"');
      expect(result.headers.get('vary'), fetchSite).toBe('Accept-Encoding, Cookie, Sec-Fetch-Site');
    }
  });

  it('goes out when the language cookie names the same language, among other cookies', async () => {
    for (const cookie of ['LANG=en', 'theme=dark; LANG=en', 'LANG=en; LANG=en', 'other=1']) {
      expect(painted((await get('/', cookie)).text), cookie).toBe(homeOf('en'));
    }
  });

  it('is in the language the configuration makes the default, with the document in that language', async () => {
    await sandbox.control('PATCH', '/sandbox/control/site-config', { languageDefault: 'es' });
    const html = (await get('/')).text;
    expect(painted(html)).toBe(homeOf('es'));
    expect(html).toContain('<html lang="es">');
    expect(painted((await get('/', 'LANG=en')).text)).toBe('');
  });

  it('stays out whenever the site could render anything else: a session cookie, another language, a query, another path', async () => {
    const cases: [path: string, cookie?: string][] = [
      ['/', 'sid=4f0c2a'],
      ['/', 'sid='],
      ['/', 'theme=dark; sid=x'],
      ['/', 's%69d=x'],
      ['/', 'LANG=es'],
      ['/', 'LANG=EN'],
      ['/', 'LANG=en; LANG=es'],
      ['/', 'LANG=%E0%A4%A'],
      ['/?lang=es'],
      ['/?lang=en'],
      ['/?x=1'],
      ['/index.html'],
      ['/account'],
      ['/login?destination=%2F'],
      ['/login/'],
      ['/LOGIN'],
      ['/login', 'sid=4f0c2a'],
      ['/login', 'LANG=es'],
      ['//'],
    ];
    for (const [path, cookie] of cases) {
      const result = await get(path, cookie);
      expect(result.status, `${path} ${cookie}`).toBe(200);
      expect(painted(result.text), `${path} ${cookie}`).toBe('');
      expect(result.text, `${path} ${cookie}`).toContain('src="/assets/index-abc.js"');
    }
  });

  it('is sent for a visitor on each pre-rendered path under the same conditions, the page of that path', async () => {
    const result = await get('/login', undefined, { 'sec-fetch-site': 'none' });
    expect(painted(result.text)).toBe(loginOf('en'));
    expect(result.text).toContain('<script type="application/json" id="site-config">');
    expect(result.headers.get('vary')).toBe('Accept-Encoding, Cookie, Sec-Fetch-Site');
    expect(painted((await get('/login', 'LANG=en')).text)).toBe(loginOf('en'));
    expect(painted((await get('/login', undefined, { 'sec-fetch-site': 'cross-site' })).text)).toBe('');
    await sandbox.control('PATCH', '/sandbox/control/site-config', { languageDefault: 'es' });
    expect(painted((await get('/login')).text)).toBe(loginOf('es'));
    // A path without a pre-rendered page answers as before, varying by Accept-Encoding only.
    const join = await get('/join');
    expect(painted(join.text)).toBe('');
    expect(join.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('stays out when the configuration publishes other languages or a default it was not rendered in', async () => {
    for (const patch of [{ languagesPublished: ['en'] }, { languagesPublished: ['es', 'en'] }, { languagesPublished: ['en', 'es', 'fr'] }, { languageDefault: 'fr' }]) {
      await sandbox.control('PATCH', '/sandbox/control/site-config', patch);
      expect(painted((await get('/')).text), JSON.stringify(patch)).toBe('');
      await sandbox.control('PATCH', '/sandbox/control/site-config', { languagesPublished: PUBLISHED, languageDefault: 'en' });
    }
  });

  it('does not serve the pre-rendered files on their own, in any spelling of their path', async () => {
    const sibling = basename(prepaintDirOf(siteDir));
    const paths = [
      '/prepaint/manifest.json',
      '/prepaint/home.en.html',
      '/%70repaint/home.en.html',
      '//prepaint/home.en.html',
      '/PREPAINT/manifest.json',
      '/./prepaint/home.en.html',
      '/assets/../prepaint/home.en.html',
      '/x/../prepaint/home.en.html',
      '/%2e/prepaint/home.en.html',
      '/assets/%2e%2e/prepaint/home.en.html',
      '/assets/%2E%2E/prepaint/manifest.json',
      `/../${sibling}/home.en.html`,
      `/assets/../../${sibling}/home.en.html`,
      `/%2e%2e/${sibling}/manifest.json`,
      `/..%2f${sibling}/home.en.html`,
      `/home.en.html`,
      `/manifest.json`,
    ];
    for (const path of paths) {
      const result = await rawGet(sandbox.url, path);
      expect([200, 400, 403, 404], path).toContain(result.status);
      expect(result.body, path).not.toContain('"yearOffset"');
      expect(result.body, path).not.toContain('Home en');
    }
  });

  it('reads the files again when they change on disk, and not otherwise', async () => {
    const file = join(prepaintDirOf(siteDir), 'home.en.html');
    const built = new Date(Math.floor((await stat(file)).mtimeMs) - 60_000);
    await utimes(file, built, built);
    expect(painted((await get('/')).text)).toBe(homeOf('en'));
    // The same size and modification time: the page read before is sent.
    await writeFile(file, pageOf('en').replace('Home en', 'Hoem en'));
    await utimes(file, built, built);
    expect(painted((await get('/')).text)).toBe(homeOf('en'));
    // A rebuild (a new modification time) is seen at once.
    await utimes(file, built, new Date(built.getTime() + 5_000));
    expect(painted((await get('/')).text)).toBe(homeOf('en')?.replace('Home en', 'Hoem en'));
    await writeFile(file, pageOf('en'));
    expect(painted((await get('/')).text)).toBe(homeOf('en'));
  });
});

describe('the page without pre-rendered markup', () => {
  it('is served as before, varying by Accept-Encoding only, when the build left none or the configuration is unreadable', async () => {
    const bare = await mkdtemp(join(tmpdir(), 'sandbox-prepaint-none-'));
    const full = await mkdtemp(join(tmpdir(), 'sandbox-prepaint-full-'));
    await writeSite(bare, false);
    await writeSite(full);
    const apps = [
      [bare, () => Promise.resolve({ languagesPublished: ['en', 'es'], languageDefault: 'en' })],
      [full, () => Promise.reject(new Error('database down'))],
    ] as const;
    try {
      for (const [dir, readConfig] of apps) {
        const app = Fastify({ logger: false });
        registerNotFound(app, await registerSite(app, dir, { siteConfig: readConfig }));
        try {
          const result = await app.inject({ method: 'GET', url: '/' });
          expect(result.statusCode).toBe(200);
          expect(painted(result.body)).toBe('');
          if (dir === bare) expect(result.headers.vary).toBe('Accept-Encoding');
        } finally {
          await app.close();
        }
      }
    } finally {
      await removeSite(bare);
      await removeSite(full);
    }
  });
});

describe('choosing the pre-rendered page', () => {
  const prepaints: Prepaint[] = ['/', '/login'].flatMap((path) => ['en', 'es'].map((language) => ({
    path,
    language,
    languagesPublished: ['en', 'es'],
    entry: '/assets/index-abc.js',
    page: pageOf(language),
    year: 2020,
    yearOffset: yearOffsetOf(language),
    hero: null,
    helpTopics: null,
  })));
  const config = { languagesPublished: ['en', 'es'], languageDefault: 'en', brandCode: 'demo' };
  const choose = (url: string, cookie: string | undefined, siteConfig: unknown = config, index = indexHtml, fetchSite?: string) =>
    prepaintFor({ url, cookie, fetchSite, config: siteConfig, indexHtml: index }, prepaints.filter((page) => page.path === '/'))?.language ?? null;

  it('picks the page of the default language for a visitor on /', () => {
    expect(choose('/', undefined)).toBe('en');
    expect(choose('/', 'LANG=en')).toBe('en');
    expect(choose('/', 'L%41NG=en')).toBe('en');
    expect(choose('/', undefined, { ...config, languageDefault: 'es' })).toBe('es');
    expect(choose('/', 'LANG=es', { ...config, languageDefault: 'es' })).toBe('es');
    expect(choose('/', undefined, config, indexHtml, 'same-origin')).toBe('en');
    expect(choose('/', undefined, config, indexHtml, 'none')).toBe('en');
  });

  it("picks the page of the request's path, exactly", () => {
    const pick = (url: string) => prepaintFor({ url, cookie: undefined, fetchSite: undefined, config, indexHtml }, prepaints);
    expect(pick('/login')?.path).toBe('/login');
    expect(pick('/')?.path).toBe('/');
    for (const url of ['/login?destination=%2F', '/login/', '/Login', '/join', '//login', '/login#x']) expect(pick(url), url).toBeNull();
  });

  it('picks none on an arrival from another site, which comes without the SameSite=Strict cookies', () => {
    for (const fetchSite of ['cross-site', 'same-site', 'SAME-ORIGIN', 'unknown']) expect(choose('/', undefined, config, indexHtml, fetchSite), fetchSite).toBeNull();
  });

  it('picks none when anything could make the page differ', () => {
    expect(choose('/', 'sid=a')).toBeNull();
    expect(choose('/', 'LANG=es')).toBeNull();
    expect(choose('/', 'LANG="en"')).toBeNull();
    expect(choose('/', '%E0%A4%A=1')).toBeNull();
    expect(choose('/', 'LANG=%E0%A4%A')).toBeNull();
    expect(choose('/', 'x=%E0%A4%A')).toBe('en');
    expect(choose('/?lang=en', undefined)).toBeNull();
    expect(choose('/index.html', undefined)).toBeNull();
    expect(choose('/', undefined, null)).toBeNull();
    expect(choose('/', undefined, [])).toBeNull();
    expect(choose('/', undefined, { ...config, languageDefault: 'EN' })).toBeNull();
    expect(choose('/', undefined, { ...config, languageDefault: 'fr' })).toBeNull();
    expect(choose('/', undefined, { ...config, languagesPublished: ['en'] })).toBeNull();
    expect(choose('/', undefined, { ...config, languagesPublished: 'en,es' })).toBeNull();
    expect(prepaintFor({ url: '/', cookie: undefined, fetchSite: undefined, config, indexHtml }, [])).toBeNull();
    // Made from another build than the index.html served now.
    expect(choose('/', undefined, config, indexHtml.replace('index-abc', 'index-def'))).toBeNull();
  });

  it('reads cookies as the site’s cookie library does', () => {
    expect(cookieValues('a=1; LANG=en;LANG=es ; b', 'LANG')).toEqual(['en', 'es']);
    expect(cookieValues('%4C%41%4E%47=e%6E', 'LANG')).toEqual(['en']);
    expect(cookieValues(undefined, 'sid')).toEqual([]);
    expect(cookieValues('sid', 'sid')).toEqual(['']);
    expect(cookieValues('%ZZ=1', 'sid')).toBeNull();
  });

  it('sends the page as built with this year, and nothing from the request', () => {
    const es = prepaints[1]!;
    expect(prepaintedPage(es, 2031)).toBe(pageOf('es', 2031));
    expect(prepaintedPage(es, 99999)).toBe(pageOf('es'));
  });

  it('reads only what the build wrote as it should be', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sandbox-prepaint-read-'));
    try {
      expect(await readPrepaints(dir)).toEqual([]);
      await writeSite(dir);
      expect((await readPrepaints(dir)).map((page) => `${page.path} ${page.language}`)).toEqual(['/ en', '/ es', '/login en', '/login es']);
      expect((await readPrepaints(dir, undefined, '/login')).map((page) => `${page.path} ${page.language}`)).toEqual(['/login en', '/login es']);
      expect(await readPrepaints(dir, undefined, '/join')).toEqual([]);
      const broken = {
        version: 1,
        pages: [
          { ...manifest.pages[0], yearOffset: 3 },
          { ...manifest.pages[0], file: '../index.html' },
          { ...manifest.pages[0], file: `../${basename(dir)}/index.html` },
          { ...manifest.pages[0], language: 'e"n' },
          { ...manifest.pages[0], path: 'login' },
          { ...manifest.pages[0], path: '/login?x=1' },
          { ...manifest.pages[0], path: '/../login' },
          { ...manifest.pages[0], path: 42 },
          { ...manifest.pages[0], file: 'missing.html' },
          { ...manifest.pages[0], entry: 'https://elsewhere.example/x.js' },
        ],
      };
      await writeFile(join(prepaintDirOf(dir), 'manifest.json'), JSON.stringify(broken));
      expect(await readPrepaints(dir)).toEqual([]);
      await writeFile(join(prepaintDirOf(dir), 'manifest.json'), '{');
      expect(await readPrepaints(dir)).toEqual([]);
    } finally {
      await removeSite(dir);
    }
  });
});

describe("the lobby's hero image in the pre-rendered page", () => {
  // As the build writes it: the lobby's skeleton with an empty hero box, and the image the site's skeleton shows there for the placeholder path.
  const placeholder = '/prepaint-hero-image.svg';
  const heroMarkup = `<img class="skeleton__image" src="${placeholder}?w=960&amp;q=75" width="1200" height="400" alt="" loading="eager" fetchPriority="high" decoding="sync"/>`;
  const lobbyOf = (language: string, year = 2020) =>
    `<!doctype html><html lang="${language}"><head><title>Casino</title><script type="module" crossorigin src="/assets/prepaint-boot-1.js"></script></head><body><div id="root"><div class="shell"><main id="main"><div class="skeleton skeleton--hero" aria-hidden="true"></div></main><p class="footer__rights">© ${year} Casino</p></div></div></body></html>`;
  const heroOffset = lobbyOf('en').indexOf('</div></main>');
  const lobbyManifest = {
    version: 1,
    pages: ['en', 'es'].map((language) => ({
      path: '/',
      file: `home.${language}.html`,
      entry: '/assets/index-abc.js',
      language,
      languagesPublished: PUBLISHED,
      year: 2020,
      yearOffset: lobbyOf(language).indexOf('2020'),
      hero: { offset: heroOffset, markup: heroMarkup, placeholder },
    })),
  };
  const writeLobbySite = async (dir: string, pages = lobbyManifest.pages): Promise<void> => {
    await writeFile(join(dir, 'index.html'), indexHtml);
    await mkdir(prepaintDirOf(dir), { recursive: true });
    await writeFile(join(prepaintDirOf(dir), 'manifest.json'), JSON.stringify({ ...lobbyManifest, pages }));
    for (const page of lobbyManifest.pages) await writeFile(join(prepaintDirOf(dir), page.file), lobbyOf(page.language));
  };
  const withHero = (path: string, year = thisYear) =>
    lobbyOf('en', year).replace('</div></main>', `${heroMarkup.replace(placeholder, path)}</div></main>`);

  /** A home page as the content service sends it: a slideshow first, its first slide with an SVG. */
  const slide = (extra: Record<string, unknown> = {}) => ({ type: 'slide', id: 's1', title: 'Welcome', image: { url: '/content/images/slides/welcome.svg', alt: 'Stars' }, ...extra });
  const homeWith = (slideshow: Record<string, unknown> = {}, slideExtra: Record<string, unknown> = {}, page: Record<string, unknown> = {}) => ({
    slug: 'home',
    title: 'Casino',
    ...page,
    regions: { mainContent: [{ type: 'slideshow', id: 'hero', title: 'Featured', slides: [slide(slideExtra), slide({ id: 's2' })], ...slideshow }, { type: 'content_block', id: 'b', body: 'x' }] },
  });

  it('is the first slide’s image path when every visitor sees that slide first, on every device and from anywhere', () => {
    expect(heroImagePath(homeWith())).toBe('/content/images/slides/welcome.svg');
    expect(heroImagePath(homeWith({ hideWhenLogged: false, geoTargetingFilter: null, devices: [] }, { hideWhenLogged: false, geoTargetingFilter: null, devices: [] }, { geoTargetingFilter: null }))).toBe(
      '/content/images/slides/welcome.svg',
    );
  });

  it('is none when the site’s skeleton might not show that image', () => {
    const notInMadrid = { notIn: { countrySubdivision: { ES: ['ES-MD'] } } };
    const cases: unknown[] = [
      null,
      'home',
      { slug: 'home' },
      homeWith({}, {}, { geoTargetingFilter: notInMadrid }),
      homeWith({ hideWhenLogged: true }),
      homeWith({ geoTargetingFilter: notInMadrid }),
      homeWith({ devices: ['Mobile'] }),
      homeWith({ devices: 'Mobile' }),
      homeWith({ type: 'section' }),
      homeWith({ slides: [] }),
      homeWith({}, { hideWhenLogged: true }),
      homeWith({}, { geoTargetingFilter: notInMadrid }),
      homeWith({}, { devices: ['Desktop'] }),
      homeWith({}, { type: 'content_block' }),
      homeWith({}, { title: undefined }),
      homeWith({}, { image: null }),
      { ...homeWith(), regions: { mainContent: [{ type: 'content_block', id: 'b', body: 'x' }, homeWith().regions.mainContent[0]] } },
    ];
    for (const [index, home] of cases.entries()) expect(heroImagePath(home), String(index)).toBeNull();
  });

  it('is none for an image path the server would have to escape or the site would ask for with widths', () => {
    for (const url of [
      '/content/images/slides/welcome.png',
      '/content/images/a.svg?v=2',
      '/content/images/a.svg#x',
      '/content/images/a"b.svg',
      '/content/images/a&amp;b.svg',
      '/content/images/a<b.svg',
      '/content/images/a%20b.svg',
      '//elsewhere.example/a.svg',
      'https://cdn.example.com/a.svg',
      'javascript:a.svg',
      '',
      42,
    ]) {
      expect(heroImagePath(homeWith({}, { image: { url, alt: '' } })), String(url)).toBeNull();
    }
  });

  it('is painted in the hero’s box as the site renders it, with this year, and only with an image path', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sandbox-prepaint-hero-'));
    try {
      await writeLobbySite(dir);
      const [en] = await readPrepaints(dir);
      expect(en?.hero).toEqual({ offset: heroOffset, markup: heroMarkup, placeholder });
      expect(prepaintedPage(en!, 2031, '/content/images/slides/welcome.svg')).toBe(withHero('/content/images/slides/welcome.svg', 2031));
      expect(prepaintedPage(en!, 2031)).toBe(lobbyOf('en', 2031));
      expect(prepaintedPage(en!, 2031, null)).toBe(lobbyOf('en', 2031));
      // Never a path that would need escaping, even if a caller passed one.
      expect(prepaintedPage(en!, 2031, '/a".svg')).toBe(lobbyOf('en', 2031));
    } finally {
      await removeSite(dir);
    }
  });

  it('is left out, and the page still sent, when the build described it wrongly', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sandbox-prepaint-hero-bad-'));
    const page = lobbyManifest.pages[0]!;
    try {
      for (const hero of [
        { offset: page.yearOffset + 10, markup: heroMarkup, placeholder },
        { offset: heroOffset - 1, markup: heroMarkup, placeholder },
        { offset: -1, markup: heroMarkup, placeholder },
        { offset: heroOffset, markup: '<script src="/x.js"></script>', placeholder },
        { offset: heroOffset, markup: `${heroMarkup}<img src="${placeholder}">`, placeholder },
        { offset: heroOffset, markup: heroMarkup, placeholder: '/other.svg' },
        { offset: heroOffset, markup: heroMarkup.replace(placeholder, '/a?.svg'), placeholder: '/a?.svg' },
        'hero',
      ]) {
        await writeLobbySite(dir, [{ ...page, hero } as typeof page]);
        const prepaints = await readPrepaints(dir);
        expect(prepaints.map((prepaint) => prepaint.hero), JSON.stringify(hero)).toEqual([null]);
        await removeSite(dir);
        await mkdir(dir);
      }
    } finally {
      await removeSite(dir);
    }
  });

  it('is in the page a visitor gets on /, with the seeded lobby’s first slide, and in no other page', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sandbox-prepaint-hero-served-'));
    await writeLobbySite(dir);
    const sandbox = await startTestSandbox({ siteDir: dir });
    try {
      const visitor = await sandbox.request('GET', '/');
      expect(painted(visitor.text)).toBe(painted(withHero('/content/images/slides/welcome-offer.svg')));
      // The same path the inlined home page gives the site.
      expect(visitor.text).toContain('"url":"/content/images/slides/welcome-offer.svg"');
      const player = await sandbox.request('GET', '/', { headers: { cookie: 'sid=abc' } });
      expect(player.text).not.toContain('skeleton__image');
      const login = await sandbox.request('GET', '/login');
      expect(login.text).not.toContain('skeleton__image');
    } finally {
      await sandbox.close();
      await removeSite(dir);
    }
  }, 60_000);
});

describe("help's topics in the pre-rendered page", () => {
  // As the build writes it: help's loading line, and the pieces of its topics for the placeholders.
  const loadingLine = '<p role="status">Loading…</p>';
  const helpPage = `<!doctype html><html lang="en"><head><title>Casino</title><script type="module" crossorigin src="/assets/prepaint-boot-1.js"></script></head><body><div id="root"><div class="shell"><main id="main"><h1>Help</h1>${loadingLine}</main><p class="footer__rights">© 2020 Casino</p></div></div></body></html>`;
  const helpTopics = {
    offset: helpPage.indexOf(loadingLine),
    length: loadingLine.length,
    before: '<div class="help-categories">',
    categoryOpen: '<section><h2 id="help-category-prepaint-category-slug">Prepaint category title</h2><ul>',
    article: '<li><a href="/help/prepaint-article-category/prepaint-article">Prepaint article title</a></li>',
    categoryClose: '</ul></section>',
    after: '</div>',
  };
  const manifest = {
    version: 1,
    pages: [{ path: '/help', file: 'help.en.html', entry: '/assets/index-abc.js', language: 'en', languagesPublished: PUBLISHED, year: 2020, yearOffset: helpPage.indexOf('2020'), helpTopics }],
  };

  it('are the seeded help centre’s, painted and inlined for a visitor on /help only', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sandbox-prepaint-help-'));
    await writeFile(join(dir, 'index.html'), indexHtml);
    await mkdir(prepaintDirOf(dir), { recursive: true });
    await writeFile(join(prepaintDirOf(dir), 'manifest.json'), JSON.stringify(manifest));
    await writeFile(join(prepaintDirOf(dir), 'help.en.html'), helpPage);
    const sandbox = await startTestSandbox({ siteDir: dir });
    try {
      const { bucket } = (await sandbox.request('GET', '/services/site-config/v1/site-config')).body as { bucket: string };
      const seeded = (await sandbox.request('GET', `/content/v5/buckets/${bucket}/languages/en/help-pages`)).body as { slug: string; pages: { path: string }[] }[];
      expect(seeded.length).toBeGreaterThan(0);
      const visitor = await sandbox.request('GET', '/help');
      expect(visitor.text).not.toContain(loadingLine);
      const headings = [...visitor.text.matchAll(/<h2 id="help-category-([a-z0-9-]+)">/g)].map((match) => match[1]);
      expect(headings).toEqual(seeded.map((category) => category.slug));
      const links = [...visitor.text.matchAll(/<li><a href="([^"]+)">/g)].map((match) => match[1]);
      expect(links).toEqual(seeded.flatMap((category) => category.pages.map((page) => `/${page.path}`)));
      const inlined = /<script type="application\/json" id="help-categories">(.*?)<\/script>/s.exec(visitor.text)?.[1];
      expect(JSON.parse(inlined ?? 'null')).toEqual(seeded);
      const player = await sandbox.request('GET', '/help', { headers: { cookie: 'sid=abc' } });
      expect(player.text).not.toContain('help-categories');
    } finally {
      await sandbox.close();
      await removeSite(dir);
    }
  }, 60_000);
});

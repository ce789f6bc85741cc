import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteServer, healthPath } from './app.ts';
import { readServerConfig, type ServerConfig } from './config.ts';
import { httpPlatformReader } from './platform.ts';
import { prepaintDirOf } from './site/prepaint.ts';

const preload = '<link rel="preload" as="fetch" href="/services/site-config/v1/site-config" crossorigin />';
const indexHtml = `<!doctype html><html lang="en"><head><title>Casino</title>${preload}<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;
const script = `console.log(${JSON.stringify('x'.repeat(3000))});`;
const configElement = /<script type="application\/json" id="site-config">(.*?)<\/script>/s;
const homeElement = /<script type="application\/json" id="page-content-home">(.*?)<\/script>/s;
const prepainted = (language: string, name = 'Home') =>
  `<!doctype html><html lang="${language}"><head><title>Casino</title><script type="module" crossorigin src="/assets/prepaint-boot-1.js"></script></head><body><div id="root"><main id="main"><h1>${name} ${language}</h1></main><p>© 2020 Casino</p></div></body></html>`;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}
/** One request with exactly these headers; the body as sent (fetch would decompress it). */
const raw = (base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const outgoing = request({ host: hostname, port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, text: body.toString('utf8') });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
const decoded = (answer: Answer): string => {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(answer.body).toString();
  if (coding === 'gzip') return gunzipSync(answer.body).toString();
  return answer.text;
};

/** A platform on its own port: the configuration and the home page, counted, or failing on demand. */
let platform: FastifyInstance;
let platformUrl: string;
let platformDown = false;
let configAnswers = 0;
const platformConfig = { brandCode: 'demo', bucket: 'default', languageDefault: 'en', languagesPublished: ['en', 'es', 'de'], servicesBaseUrl: '' };
const home = { slug: 'home', title: 'Aurora </script> Casino' };
let helpAnswer: unknown = [{ slug: 'payments', title: 'Pay & <win>', pages: [{ contentId: 'c1', path: 'help/payments/deposits', title: 'Deposits' }] }];
const helpElement = /<script type="application\/json" id="help-categories">(.*?)<\/script>/s;

let siteDir: string;
let server: FastifyInstance;
let serverUrl: string;
let config: ServerConfig;

const env = () => ({
  PLATFORM_URL: `${platformUrl}/`,
  SITE_DIR: siteDir,
  PORT: '0',
  FRAME_ORIGINS: 'https://games.example.com, https://legacy.example.com/app',
  IMG_ORIGINS: 'https://cdn.example.com',
  CONNECT_ORIGINS: 'https://geo.example.com',
  SITE_CONFIG_TTL_SECONDS: '0',
});

beforeAll(async () => {
  platform = Fastify({ logger: false });
  platform.get('/services/site-config/v1/site-config', async (_request, reply) => {
    configAnswers += 1;
    return platformDown ? reply.code(503).send({ errorCode: 'UNAVAILABLE' }) : platformConfig;
  });
  platform.get('/content/v5/buckets/default/languages/en/pages/home', async () => home);
  platform.get('/content/v5/buckets/default/languages/en/help-pages', async () => helpAnswer);
  platformUrl = await platform.listen({ port: 0, host: '127.0.0.1' });

  siteDir = await mkdtemp(join(tmpdir(), 'site-server-'));
  await mkdir(join(siteDir, 'assets'));
  await writeFile(join(siteDir, 'index.html'), indexHtml);
  await writeFile(join(siteDir, 'assets', 'x.js'), script);
  await writeFile(join(siteDir, 'assets', 'x.js.br'), brotliCompressSync(script));
  await writeFile(join(siteDir, 'assets', 'x.js.gz'), gzipSync(script));
  await writeFile(join(siteDir, 'assets', 'x.js.map'), '{"sources":["secret.ts"]}');
  await writeFile(join(siteDir, 'robots.txt'), 'User-agent: *');
  const prepaintDir = prepaintDirOf(siteDir);
  await mkdir(prepaintDir);
  const page = prepainted('en');
  await writeFile(join(prepaintDir, 'home.en.html'), page);
  const login = prepainted('en', 'Login');
  await writeFile(join(prepaintDir, 'login.en.html'), login);
  const entryOf = (path: string, file: string, html: string) => ({ path, file, entry: '/assets/index-abc.js', language: 'en', languagesPublished: ['en', 'es', 'de'], year: 2020, yearOffset: html.indexOf('2020') });
  // Help: a loading line the topics take the place of, and the build's pieces of them.
  const help = prepainted('en', 'Help').replace('</h1>', '</h1><p role="status">Loading</p>');
  await writeFile(join(prepaintDir, 'help.en.html'), help);
  const helpTopics = {
    offset: help.indexOf('<p role="status">'),
    length: '<p role="status">Loading</p>'.length,
    before: '<div class="help-categories">',
    categoryOpen: '<section id="help-category-prepaint-category-slug"><h2>Prepaint category title</h2><ul>',
    article: '<li><a href="/help/prepaint-article-category/prepaint-article">Prepaint article title</a></li>',
    categoryClose: '</ul></section>',
    after: '</div>',
  };
  const pages = [entryOf('/', 'home.en.html', page), entryOf('/login', 'login.en.html', login), { ...entryOf('/help', 'help.en.html', help), helpTopics }];
  await writeFile(join(prepaintDir, 'manifest.json'), JSON.stringify({ version: 1, pages }));

  config = readServerConfig(env());
  server = await buildSiteServer(config, httpPlatformReader(config.platformUrl, config.configTtlMs));
  serverUrl = await server.listen({ port: 0, host: '127.0.0.1' });
}, 30_000);

afterAll(async () => {
  await server?.close();
  await platform?.close();
  await rm(siteDir, { recursive: true, force: true });
  await rm(prepaintDirOf(siteDir), { recursive: true, force: true });
});

const expectSecurityHeaders = (answer: Answer) => {
  const csp = answer.headers['content-security-policy'] ?? '';
  expect(csp).toContain(`connect-src 'self' ${platformUrl} https://geo.example.com;`);
  expect(csp).toContain('frame-src https://games.example.com https://legacy.example.com;');
  expect(csp).toContain(`img-src 'self' data: ${platformUrl} https://cdn.example.com;`);
  expect(csp).toContain(`report-uri ${platformUrl}/services/csp-reports/v1/reports`);
  expect(csp).toContain("script-src 'self';");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(answer.headers['reporting-endpoints']).toBe(`csp="${platformUrl}/services/csp-reports/v1/reports"`);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
};

describe('the site server', () => {
  it('sends the page with the platform’s configuration inlined, pointing the site at the platform, escaped, revalidated, with the security headers', async () => {
    const answer = await raw(serverUrl, '/login');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(answer);
    expect(JSON.parse(configElement.exec(answer.text)?.[1] ?? 'null')).toEqual({ ...platformConfig, servicesBaseUrl: platformUrl });
    expect(JSON.parse(homeElement.exec(answer.text)?.[1] ?? 'null')).toEqual(home);
    expect(answer.text).not.toContain('Aurora </script>');
    expect(answer.text).not.toContain('rel="preload"');
  });

  it('sends a visitor’s / the pre-painted home page, varying by Cookie and Sec-Fetch-Site; a session gets the plain page', async () => {
    const visitor = await raw(serverUrl, '/');
    expect(visitor.text).toContain('<h1>Home en</h1>');
    expect(visitor.text).toContain(`© ${new Date().getFullYear()} Casino`);
    expect(visitor.headers.vary).toBe('Accept-Encoding, Cookie, Sec-Fetch-Site');
    const player = await raw(serverUrl, '/', { cookie: 'sid=abc' });
    expect(player.text).not.toContain('Home en');
    expect(player.text).toContain('src="/assets/index-abc.js"');
  });

  it('sends a visitor’s /login its pre-painted page too, and the plain page with a query or a session', async () => {
    const visitor = await raw(serverUrl, '/login');
    expect(visitor.text).toContain('<h1>Login en</h1>');
    expect(visitor.headers.vary).toBe('Accept-Encoding, Cookie, Sec-Fetch-Site');
    for (const [path, cookie] of [['/login?destination=%2Faccount', undefined], ['/login', 'sid=abc']] as const) {
      const plain = await raw(serverUrl, path, cookie === undefined ? {} : { cookie });
      expect(plain.text, path).not.toContain('Login en');
      expect(plain.text, path).toContain('src="/assets/index-abc.js"');
    }
  });

  it('paints a visitor’s /help with the platform’s help topics, inlined for the site; not when unsure, nor for a session', async () => {
    const visitor = await raw(serverUrl, '/help');
    expect(visitor.text).toContain('<h1>Help en</h1><div class="help-categories"><section id="help-category-payments"><h2>Pay &amp; &lt;win&gt;</h2><ul><li><a href="/help/payments/deposits">Deposits</a></li></ul></section></div></main>');
    expect(visitor.text).not.toContain('Loading');
    expect(visitor.text).toContain(`© ${new Date().getFullYear()} Casino`);
    expect(JSON.parse(helpElement.exec(visitor.text)?.[1] ?? 'null')).toEqual(helpAnswer);
    expect(visitor.text).not.toContain('<win>');

    const player = await raw(serverUrl, '/help', { cookie: 'sid=abc' });
    expect(player.text).not.toContain('help-categories');
    const kept = helpAnswer;
    try {
      // A link the site would rewrite or drop: the painted page as built, and nothing inlined.
      helpAnswer = [{ slug: 'payments', title: 'Pay', pages: [{ contentId: 'c1', path: '/help/payments/deposits', title: 'Deposits' }] }];
      const unsure = await raw(serverUrl, '/help');
      expect(unsure.text).toContain('<h1>Help en</h1><p role="status">Loading</p>');
      expect(unsure.text).not.toContain('help-categories');
    } finally {
      helpAnswer = kept;
    }
  });

  it('compresses the page as the browser accepts', async () => {
    for (const [acceptEncoding, coding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['identity', undefined]] as const) {
      const answer = await raw(serverUrl, '/account', { 'accept-encoding': acceptEncoding });
      expect(answer.headers['content-encoding']).toBe(coding);
      expect(answer.headers.vary).toContain('Accept-Encoding');
      expect(decoded(answer)).toMatch(configElement);
    }
  });

  it('sends the build’s precompressed asset, immutable for a year, varying by Accept-Encoding', async () => {
    for (const [acceptEncoding, coding] of [['gzip, deflate, br, zstd', 'br'], ['gzip, deflate', 'gzip'], ['identity', undefined]] as const) {
      const answer = await raw(serverUrl, '/assets/x.js', { 'accept-encoding': acceptEncoding });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(coding);
      expect(answer.headers['content-type']).toContain('javascript');
      expect(answer.headers.vary).toContain('Accept-Encoding');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoded(answer)).toBe(script);
      expectSecurityHeaders(answer);
    }
  });

  it('revalidates unhashed files', async () => {
    const answer = await raw(serverUrl, '/robots.txt');
    expect(answer.text).toBe('User-agent: *');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('answers a client route with the page, and a missing asset, a source map or a platform path with a 404 that is not HTML', async () => {
    for (const path of ['/casino/slots', '/account/cashier?x=1', '/promotions']) {
      const answer = await raw(serverUrl, path);
      expect(answer.status, path).toBe(200);
      expect(answer.text, path).toMatch(configElement);
    }
    for (const path of ['/assets/missing-abc.js', '/assets/x.js.map', '/x.js.map', '/ASSETS/missing.js', '/services/site-config/v1/site-config', '/%73ervices/x', '/api/v1/x']) {
      const answer = await raw(serverUrl, path);
      expect(answer.status, path).toBe(404);
      expect(answer.text, path).not.toContain('<!doctype html>');
      expect(answer.text, path).not.toContain('secret.ts');
    }
    expect((await raw(serverUrl, '/login', {}, 'POST')).status).toBe(404);
  });

  it('answers a page address holding control characters, in its path or its query string, with the page', async () => {
    for (const path of ['/?utm=%09', '/login?ref=%0D%0ASet-Cookie:%20x=1', '/casino/slots?lang=%00', '/help?q=%C2%85', '/%00', '/casino%0A/slots', '/promotions%0D%0A']) {
      const answer = await raw(serverUrl, path);
      expect(answer.status, path).toBe(200);
      expect(decoded(answer), path).toMatch(configElement);
      expect(answer.headers['set-cookie'], path).toBeUndefined();
    }
  });

  it('sends a content image path on to the platform, a redirect kept for a day', async () => {
    const answer = await raw(serverUrl, '/content/images/games/1.svg?w=240&q=75');
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe(`${platformUrl}/content/images/games/1.svg?w=240&q=75`);
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers its health check, never cached', async () => {
    const answer = await raw(serverUrl, healthPath);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ status: 'ok' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('still sends the page when the platform cannot answer, without the configuration', async () => {
    platformDown = true;
    try {
      const answer = await raw(serverUrl, '/login');
      expect(answer.status).toBe(200);
      expect(answer.text).not.toMatch(configElement);
      expect(answer.text).toContain('src="/assets/index-abc.js"');
    } finally {
      platformDown = false;
    }
  });

  it('reuses the platform’s configuration for the time it is told, and asks again after', async () => {
    const reader = httpPlatformReader(platformUrl, 60_000);
    const before = configAnswers;
    await reader.siteConfig();
    await reader.siteConfig();
    expect(configAnswers - before).toBe(1);
    await httpPlatformReader(platformUrl, 0).siteConfig();
    expect(configAnswers - before).toBe(2);
  });
});

describe('the site server’s settings', () => {
  it('come from the environment, PLATFORM_URL required, origins checked', () => {
    expect(() => readServerConfig({})).toThrow(/PLATFORM_URL/);
    expect(() => readServerConfig({ PLATFORM_URL: 'ftp://x' })).toThrow(/PLATFORM_URL/);
    expect(() => readServerConfig({ PLATFORM_URL: 'https://p.example.com', FRAME_ORIGINS: 'not a url' })).toThrow(/FRAME_ORIGINS/);
    expect(readServerConfig({ PLATFORM_URL: 'https://p.example.com/base/' })).toMatchObject({
      platformUrl: 'https://p.example.com/base',
      port: 8080,
      host: '127.0.0.1',
      siteDir: 'dist',
      siteOrigin: null,
      connectOrigins: ['https://p.example.com'],
      frameOrigins: [],
      imgOrigins: ['https://p.example.com'],
      configTtlMs: 10_000,
    });
  });

  it('CSP frames nothing when no frame origin is given', async () => {
    const bare = await buildSiteServer(readServerConfig({ PLATFORM_URL: platformUrl, SITE_DIR: siteDir }), httpPlatformReader(platformUrl, 0));
    try {
      const answer = await bare.inject({ method: 'GET', url: '/robots.txt' });
      expect(answer.headers['content-security-policy']).toContain("frame-src 'none'");
    } finally {
      await bare.close();
    }
  });
});

describe('the site server’s code', () => {
  it('imports nothing of the sandbox or of the site', async () => {
    const files = (await readdir(import.meta.dirname, { recursive: true })).filter((file) => file.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(4);
    for (const file of files) {
      const text = await readFile(join(import.meta.dirname, file), 'utf8');
      const imports = [...text.matchAll(/from '([^']+)'/g)].map((match) => match[1] ?? '');
      for (const specifier of imports.filter((name) => name.startsWith('.'))) {
        const target = relative(import.meta.dirname, join(import.meta.dirname, file, '..', specifier));
        expect(target.startsWith('..'), `${file} imports ${specifier}`).toBe(false);
      }
    }
  });
});

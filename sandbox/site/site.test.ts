// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContentSecurityPolicy } from '../kernel/http/headers.ts';
import { startTestSandbox, type HttpResult, type TestSandbox } from '../test-support/harness.ts';
import { rawRequest, type RawAnswer } from '../test-support/raw-http.ts';
import { registerNotFound } from './not-found-handler.ts';
import { registerSite } from '../../server/site/static-site.ts';

let sandbox: TestSandbox;
let siteDir: string;
const preload = '<link rel="preload" as="fetch" href="/services/site-config/v1/site-config" crossorigin />';
const indexHtml = `<!doctype html><html><head><title>Casino</title>${preload}</head><body><div id="root"></div></body></html>`;
const script = `console.log(${JSON.stringify('x'.repeat(3000))});`;
const configElement = /<script type="application\/json" id="site-config">(.*?)<\/script>/s;

beforeAll(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'sandbox-site-'));
  await mkdir(join(siteDir, 'assets'));
  await writeFile(join(siteDir, 'index.html'), indexHtml);
  // As the build leaves them: brotli and gzip beside the script, and (had it not moved it) its map.
  await writeFile(join(siteDir, 'assets', 'x.js'), script);
  await writeFile(join(siteDir, 'assets', 'x.js.br'), brotliCompressSync(script));
  await writeFile(join(siteDir, 'assets', 'x.js.gz'), gzipSync(script));
  await writeFile(join(siteDir, 'assets', 'x.js.map'), '{"version":3,"sources":["secret.ts"]}');
  await writeFile(join(siteDir, 'x.js.map'), '{"version":3,"sources":["secret.ts"]}');
  await writeFile(join(siteDir, 'robots.txt'), 'User-agent: *');
  sandbox = await startTestSandbox({ siteDir });
}, 60_000);
afterAll(async () => {
  await sandbox?.close();
  await rm(siteDir, { recursive: true, force: true });
});

/** A request with exactly these headers, and the body as sent (fetch would decompress it). */
const raw = (path: string, headers: Record<string, string> = {}, url = sandbox.url): Promise<RawAnswer> => rawRequest(url, { path, headers });

const decoded = (result: RawAnswer): string => {
  const coding = result.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(result.body).toString();
  if (coding === 'gzip') return gunzipSync(result.body).toString();
  return result.body.toString();
};

const inlinedConfig = (html: string): unknown => JSON.parse(configElement.exec(html)?.[1] ?? 'null');

function expectSecurityHeaders(result: HttpResult): void {
  expect(result.headers.get('content-security-policy')).toBe(siteContentSecurityPolicy(sandbox.providerUrl, sandbox.legacyUrl, sandbox.identityUrl));
  expect(result.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(result.headers.get('x-content-type-options')).toBe('nosniff');
  expect(result.headers.get('x-frame-options')).toBe('SAMEORIGIN');
}

describe('site serving', () => {
  it('serves the page at / with the current site configuration inlined, never cached unrevalidated, with the security headers', async () => {
    const result = await sandbox.request('GET', '/');
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toContain('text/html');
    expect(result.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(result);
    const config = (await sandbox.request('GET', '/services/site-config/v1/site-config')).body;
    expect(inlinedConfig(result.text)).toEqual(config);
    expect(result.text).not.toContain('rel="preload"');
  });

  it('inlines the configuration as it is at the time of the request, escaped so it cannot end its element', async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    await sandbox.control('PATCH', '/sandbox/control/site-config', { brandCode: hostile });
    try {
      const html = (await sandbox.request('GET', '/login')).text;
      // Each inlined element (the configuration, the home page's content) closes once: the value closes none.
      expect(html.match(/<\/script>/g)).toHaveLength(html.match(/<script\b/g)?.length ?? -1);
      expect(html).not.toContain('alert(1)</');
      expect(inlinedConfig(html)).toMatchObject({ brandCode: hostile });
    } finally {
      await sandbox.control('PATCH', '/sandbox/control/site-config', { brandCode: 'demo' });
    }
  });

  it('compresses the page with brotli or gzip, as the browser accepts, and says it varies by Accept-Encoding', async () => {
    for (const [acceptEncoding, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      for (const path of ['/', '/index.html', '/account/cashier']) {
        const result = await raw(path, { 'accept-encoding': acceptEncoding });
        expect(result.status).toBe(200);
        expect(result.headers['content-encoding']).toBe(coding);
        expect(result.headers.vary).toContain('Accept-Encoding');
        expect(result.headers['cache-control']).toBe('no-cache');
        expect(decoded(result)).toMatch(configElement);
      }
    }
  });

  it('sends the build’s precompressed brotli or gzip file for an asset, immutable for a year, varying by Accept-Encoding', async () => {
    for (const [acceptEncoding, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const result = await raw('/assets/x.js', { 'accept-encoding': acceptEncoding });
      expect(result.status).toBe(200);
      expect(result.headers['content-encoding']).toBe(coding);
      expect(result.headers['content-type']).toContain('javascript');
      expect(result.headers.vary).toContain('Accept-Encoding');
      expect(result.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoded(result)).toBe(script);
    }
    expectSecurityHeaders(await sandbox.request('GET', '/assets/x.js'));
  });

  it('never serves a source map, even one left in the site folder', async () => {
    for (const path of ['/assets/x.js.map', '/x.js.map', '/assets/X.JS.MAP', '/assets/x.js%2emap']) {
      const result = await sandbox.request('GET', path);
      expect(result.status, path).toBe(404);
      expect(result.text).not.toContain('secret.ts');
      expect(result.text).not.toContain('<!doctype html>');
    }
  });

  it('serves other files with no-cache', async () => {
    const result = await sandbox.request('GET', '/robots.txt');
    expect(result).toMatchObject({ status: 200, text: 'User-agent: *' });
    expect(result.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers client-side routes with the page (SPA fallback)', async () => {
    for (const path of ['/account/cashier', '/games/slots/starburst?x=1', '/login']) {
      const result = await sandbox.request('GET', path);
      expect(result.status).toBe(200);
      expect(result.text).toMatch(configElement);
      expect(result.headers.get('cache-control')).toBe('no-cache');
      expectSecurityHeaders(result);
    }
  });

  it('serves the site for any page address holding control characters (the site ignores what it cannot read); only API routes refuse them', async () => {
    const pages = ['/', '/index.html', '/login', '/join', '/casino/slots', '/casino/slots/classic/starburst', '/help', '/promotions', '/account', '/no-such-page'];
    const hostile = ['?utm=%09', '?ref=%0D%0ASet-Cookie:%20x=1', '?lang=%00', '?btag=%7F&overlay=join%1B', '?q=%C2%85'];
    for (const page of pages) {
      for (const query of hostile) {
        const result = await raw(`${page}${query}`);
        expect(result.status, `${page}${query}`).toBe(200);
        expect(result.headers['content-type'], `${page}${query}`).toMatch(/^text\/html/);
        expect(decoded(result), `${page}${query}`).toMatch(configElement);
        expect(result.headers['set-cookie'], `${page}${query}`).toBeUndefined();
      }
    }
    // A control character in a page's path: the site's page, which shows its own "not found".
    for (const path of ['/casino%0A/slots', '/help/%09topic', '/promotions%0D%0A', '/%00']) {
      const result = await raw(path);
      expect(result.status, `${path} ${result.text}`).toBe(200);
      expect(decoded(result), path).toMatch(configElement);
    }
    // API routes and assets still refuse them.
    expect((await raw('/services/site-config/v1/site-config?x=%00')).status).toBe(422);
    expect((await raw('/services/site-%00config/v1/site-config')).status).toBe(404);
    expect((await raw('/assets/x%00.js')).status).toBe(404);
    expect((await sandbox.request('POST', '/login?x=%00')).text).not.toMatch(configElement);
  });

  it('answers a missing asset with 404, not HTML', async () => {
    const result = await sandbox.request('GET', '/assets/missing-abc123.js');
    expect(result.status).toBe(404);
    expect(result.text).not.toContain('<!doctype html>');
  });

  it('answers unknown API paths with JSON 404s and API headers, not the site', async () => {
    for (const path of ['/services/nope', '/api/v1/nope', '/content/page', '/sandbox/nope']) {
      const result = await sandbox.request('GET', path);
      expect(result).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
      expect(result.headers.get('cache-control')).toBe('no-store');
      expect(result.headers.get('x-content-type-options')).toBe('nosniff');
      expect(result.headers.get('content-security-policy')).toBeNull();
    }
    // Not the page: a refusal (404, or 415 for a body-less POST), never the SPA fallback.
    const post = await sandbox.request('POST', '/account/cashier');
    expect(post.status).toBeGreaterThanOrEqual(400);
    expect(post.text).not.toMatch(configElement);
  });

  it("inlines the home page's content in the default language, so the lobby paints without asking for it", async () => {
    const html = (await sandbox.request('GET', '/')).text;
    const home = JSON.parse(/<script type="application\/json" id="page-content-home">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as Record<string, unknown> | null;
    expect(home).toMatchObject({ slug: 'home', title: 'Aurora Casino', regions: { channelHeader: expect.arrayContaining([expect.objectContaining({ title: 'Casino' })]) } });
    expect(home).toEqual((await sandbox.request('GET', '/content/v5/buckets/default/languages/en/pages/home')).body);
  });

  it('serves the API next to the site, with the API headers', async () => {
    const result = await sandbox.request('GET', '/services/site-config/v1/site-config');
    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect(result.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await sandbox.login('ready@demo.test', 'Ready-Player-1')).status).toBe(200);
  });
});

describe('site serving when the configuration cannot be read', () => {
  it('still serves the page, without the element, so the site fetches the configuration itself', async () => {
    const app = Fastify({ logger: false });
    const page = await registerSite(app, siteDir, { siteConfig: () => Promise.reject(new Error('database down')) });
    registerNotFound(app, page);
    try {
      for (const url of ['/', '/login']) {
        const result = await app.inject({ method: 'GET', url });
        expect(result.statusCode).toBe(200);
        expect(result.body).toBe(indexHtml);
        expect(result.body).toContain('rel="preload"');
      }
    } finally {
      await app.close();
    }
  });
});

// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../kernel/http/headers.ts';
import { startTestSandbox, type HttpResult, type TestSandbox } from '../test-support/harness.ts';

let sandbox: TestSandbox;
let siteDir: string;
const indexHtml = '<!doctype html><title>Casino</title><div id="root"></div>';

beforeAll(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'sandbox-site-'));
  await mkdir(join(siteDir, 'assets'));
  await writeFile(join(siteDir, 'index.html'), indexHtml);
  await writeFile(join(siteDir, 'assets', 'x.js'), 'console.log("x");');
  await writeFile(join(siteDir, 'robots.txt'), 'User-agent: *');
  sandbox = await startTestSandbox({ siteDir });
}, 60_000);
afterAll(async () => {
  await sandbox?.close();
  await rm(siteDir, { recursive: true, force: true });
});

function expectSecurityHeaders(result: HttpResult): void {
  expect(result.headers.get('content-security-policy')).toBe(
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; " +
      "connect-src 'self'; frame-src 'self'; frame-ancestors 'self'; base-uri 'self'; form-action 'self'; object-src 'none'",
  );
  expect(result.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
  expect(result.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(result.headers.get('x-content-type-options')).toBe('nosniff');
  expect(result.headers.get('x-frame-options')).toBe('SAMEORIGIN');
}

describe('site serving', () => {
  it('serves index.html at / with no-cache and the security headers', async () => {
    const result = await sandbox.request('GET', '/');
    expect(result).toMatchObject({ status: 200, text: indexHtml });
    expect(result.headers.get('content-type')).toContain('text/html');
    expect(result.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(result);
  });

  it('serves hashed assets as immutable for a year', async () => {
    const result = await sandbox.request('GET', '/assets/x.js');
    expect(result).toMatchObject({ status: 200, text: 'console.log("x");' });
    expect(result.headers.get('content-type')).toContain('javascript');
    expect(result.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(result);
  });

  it('serves other files with no-cache', async () => {
    const result = await sandbox.request('GET', '/robots.txt');
    expect(result).toMatchObject({ status: 200, text: 'User-agent: *' });
    expect(result.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers client-side routes with index.html (SPA fallback)', async () => {
    for (const path of ['/account/cashier', '/games/slots/starburst?x=1', '/login']) {
      const result = await sandbox.request('GET', path);
      expect(result).toMatchObject({ status: 200, text: indexHtml });
      expect(result.headers.get('cache-control')).toBe('no-cache');
      expectSecurityHeaders(result);
    }
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
    expect((await sandbox.request('POST', '/account/cashier')).status).toBe(404);
  });

  it('serves the API next to the site, with the API headers', async () => {
    const result = await sandbox.request('GET', '/services/site-config/v1/site-config');
    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect(result.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await sandbox.login('ready@demo.test', 'Ready-Player-1')).status).toBe(200);
  });
});

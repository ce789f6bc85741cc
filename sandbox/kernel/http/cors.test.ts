import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../../test-support/harness.ts';
import { rawRequest } from '../../test-support/raw-http.ts';

const siteOrigin = 'https://casino.example.com';
const configPath = '/services/site-config/v1/site-config';

describe('CORS for a site served from another origin (SITE_ORIGINS)', () => {
  let sandbox: TestSandbox;
  let plain: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ siteOrigins: [siteOrigin] });
    plain = await startTestSandbox();
  }, 60_000);
  afterAll(async () => {
    await sandbox?.close();
    await plain?.close();
  });

  it('answers the allowed origin’s API calls with its origin, Retry-After exposed, varying by Origin, and no credentials', async () => {
    const answer = await rawRequest(sandbox.url, { path: configPath, headers: { origin: siteOrigin } });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(siteOrigin);
    expect(answer.headers['access-control-expose-headers']).toBe('Retry-After');
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    expect(answer.headers.vary).toContain('Origin');
  });

  it('answers the allowed origin’s preflight at once, for the methods and headers the site sends', async () => {
    const answer = await rawRequest(sandbox.url, {
      method: 'OPTIONS',
      path: '/services/login-service/v1/login',
      headers: { origin: siteOrigin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, idempotency-key, x-evil' },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(siteOrigin);
    expect(answer.headers['access-control-allow-methods']).toContain('POST');
    expect(answer.headers['access-control-allow-headers']).toBe('content-type, idempotency-key');
    expect(answer.headers['access-control-max-age']).toBe('600');
  });

  it('gives any other origin no CORS header, and refuses its preflight', async () => {
    const call = await rawRequest(sandbox.url, { path: configPath, headers: { origin: 'https://evil.example.com' } });
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await rawRequest(sandbox.url, {
      method: 'OPTIONS',
      path: configPath,
      headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets the allowed origin change state from another site, and nobody else', async () => {
    const login = (origin: string) =>
      rawRequest(sandbox.url, {
        method: 'POST',
        path: '/services/login-service/v1/login',
        headers: { origin, 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'ready@demo.test', password: 'Ready-Player-1' }),
      });
    expect((await login(siteOrigin)).status).toBe(200);
    expect((await login('https://evil.example.com')).status).toBe(403);
  });

  it('stays same-origin only when no site origin is given: no CORS header, no Vary', async () => {
    const answer = await rawRequest(plain.url, { path: configPath, headers: { origin: siteOrigin } });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers.vary).toBeUndefined();
  });
});

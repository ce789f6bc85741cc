// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { ephemeralSecrets } from '../security/sandbox-secrets.ts';
import { openTestDatabase, record, type HttpResult } from '../../test-support/harness.ts';
import { rawBytes, type RawBytesAnswer } from '../../test-support/raw-http.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';
import { routedPath } from './paths.ts';

/**
 * Requests a hostile page or client can send: other spellings of guarded paths, cross-site form
 * posts, control characters, and requests Fastify refuses before any route.
 */
const sandbox = useTestSandbox({ own: true });
let port: number;

beforeAll(() => {
  port = Number(new URL(sandbox.url).port);
});

/** Sends exactly these bytes (no client normalises the path) and reads the answer. */
function rawHttp(method: string, target: string, headers: Record<string, string> = {}, body = ''): Promise<RawBytesAnswer> {
  const lines = [`${method} ${target} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Connection: close', `Content-Length: ${Buffer.byteLength(body)}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return rawBytes(port, `${lines.join('\r\n')}\r\n\r\n${body}`);
}

const brandCode = async () => record((await sandbox.request('GET', '/services/site-config/v1/site-config')).body).brandCode;

describe('routedPath', () => {
  it('gives every spelling the router accepts the one path a guard decides on', () => {
    for (const spelling of [
      '/sandbox/outbox', '/%73andbox/outbox', '/sandbox/%6F%75tbox', '/SANDBOX/Outbox', '/sandbox//outbox', '//sandbox/outbox',
      '/sandbox/./outbox', '/x/../sandbox/outbox', '/sandbox/%2e/outbox', '/sandbox%2Foutbox', 'http://evil.example/sandbox/outbox',
      'HTTPS://evil.example/sandbox/outbox?x=1', '/sandbox/outbox?to=x', '/sandbox/outbox#x',
    ]) {
      expect(routedPath(spelling), spelling).toBe('/sandbox/outbox');
    }
    expect(routedPath('/sandbox/outbox/')).toBe('/sandbox/outbox/');
  });
});

// Each of these walks every route of the sandbox (hundreds of requests): seconds, not milliseconds.
describe('the test-control guard, whatever the spelling of the path', { timeout: 60_000 }, () => {
  // Spellings Fastify's router takes to a /sandbox route (checked first below), and others it does not.
  const outboxSpellings = ['/%73andbox/outbox', '/sandbox/%6Futbox', '/%73%61%6e%64%62%6f%78/outbox', 'http://127.0.0.1/sandbox/outbox', '/sandbox/outbox#x'];
  const otherSpellings = ['/SANDBOX/outbox', '/sandbox//outbox', '/sandbox/outbox/', '/sandbox/./outbox', '/services/../sandbox/outbox', '/sandbox%2Foutbox'];

  it('the router does run the route for these spellings (so the guard must hold for them)', async () => {
    for (const target of outboxSpellings) expect((await rawHttp('GET', target)).status, target).toBe(200);
  });

  it('refuses a foreign Host for every spelling: 403, or 404 where nothing routes, never the outbox', async () => {
    for (const target of [...outboxSpellings, ...otherSpellings]) {
      const result = await rawBytes(port, `GET ${target} HTTP/1.1\r\nHost: rebound.example\r\nConnection: close\r\n\r\n`);
      expect([403, 404], target).toContain(result.status);
      expect(record(result.body).errorCode, target).toMatch(/^(FORBIDDEN|NOT_FOUND)$/);
    }
  });

  it('needs the control header for every spelling of a state-changing call', async () => {
    await sandbox.control('PATCH', '/sandbox/control/site-config', { brandCode: 'kept' });
    const json = { 'Content-Type': 'application/json' };
    for (const target of ['/%73andbox/control/reset', '/sandbox/control/rese%74', 'http://127.0.0.1/sandbox/control/reset', '/sandbox/control/reset#x']) {
      expect(await rawHttp('POST', target, json, '{}'), target).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    }
    // Spellings the router matches to no route: 404, or 403 from the control API's own not-found handler.
    for (const target of ['/sandbox//control/reset', '/SANDBOX/control/reset', '/sandbox/control/reset/', '/sandbox/./control/reset']) {
      expect([403, 404], target).toContain((await rawHttp('POST', target, json, '{}')).status);
    }
    expect(await brandCode()).toBe('kept');
    expect((await rawHttp('POST', '/%73andbox/control/reset', { ...json, 'X-Sandbox-Control': '1' }, '{}')).status).toBe(204);
    expect(await brandCode()).toBe('demo');
  });

  it('faults apply to every spelling of their path, and never to the control API in any spelling', async () => {
    await sandbox.control('POST', '/sandbox/control/faults', { method: '*', path: '/', status: 500, times: 100 });
    try {
      expect((await rawHttp('GET', '/%73ervices/site-config/v1/site-config')).status).toBe(500);
      expect((await rawHttp('GET', '/sandbox/%63ontrol/faults')).status).toBe(200);
      expect((await rawHttp('DELETE', '/%73andbox/control/faults', { 'X-Sandbox-Control': '1' })).status).toBe(204);
    } finally {
      await sandbox.control('DELETE', '/sandbox/control/faults');
    }
    expect((await rawHttp('GET', '/%73ervices/site-config/v1/site-config')).status).toBe(200);
  });
});

describe('cross-site requests', { timeout: 60_000 }, () => {
  const formTypes = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', null];
  const stateChanging: [method: string, path: string][] = [
    ['POST', '/services/login-service/v1/login'],
    ['POST', '/services/login-service/v1/login/pin'],
    ['POST', '/services/captcha/v1/tokens'],
    ['POST', '/services/login-service/v1/password-reset'],
    ['POST', '/services/login-service/v1/pin-reset'],
    ['PUT', '/api/v1/profiles/SESSION/pin-code'],
    ['DELETE', '/services/login-service/v1/sessions/SESSION'],
    ['POST', '/sandbox/control/reset'],
    ['POST', '/sandbox/control/players'],
    ['POST', '/sandbox/control/faults'],
    ['PATCH', '/sandbox/control/site-config'],
    ['PATCH', '/sandbox/control/players/ready@demo.test'],
    ['DELETE', '/sandbox/control/players/ready@demo.test'],
  ];
  const formBody = 'username=ready%40demo.test&password=Ready-Player-1&pinCode=1234&token=x&brandCode=changed';

  it('never reach a state-changing route with a form body of any type: 415 in the platform body', async () => {
    const session = await sandbox.sessionFor('ready@demo.test', 'Ready-Player-1');
    await sandbox.control('PATCH', '/sandbox/control/site-config', { brandCode: 'kept' });
    for (const [method, path] of stateChanging) {
      for (const type of formTypes) {
        const headers: Record<string, string> = type === null ? {} : { 'Content-Type': type };
        const result = await rawHttp(method, path.replace('SESSION', session), headers, formBody);
        expect(result, `${method} ${path} ${type}`).toMatchObject({
          status: 415,
          body: { errorCode: 'UNSUPPORTED_MEDIA_TYPE', message: expect.any(String) },
        });
        expect(result.headers['x-content-type-options']).toBe('nosniff');
      }
    }
    // Nothing changed: the session lives, the configuration and the player are as they were.
    expect((await sandbox.request('GET', `/services/profile/v1/profiles/${session}`)).status).toBe(200);
    expect(await brandCode()).toBe('kept');
    await sandbox.control('PATCH', '/sandbox/control/site-config', { brandCode: 'demo' });
  });

  it('a body-less POST (what sendBeacon or a no-cors fetch sends) must say application/json too', async () => {
    for (const path of ['/services/captcha/v1/tokens', '/services/login-service/v1/login', '/services/login-service/v1/password-reset']) {
      expect((await rawHttp('POST', path)).status, path).toBe(415);
    }
    expect((await rawHttp('POST', '/services/captcha/v1/tokens', { 'Content-Type': 'application/json' })).status).toBe(201);
  });

  it('a body-less POST, PUT or PATCH needs the JSON type whatever other header a browser or proxy adds', async () => {
    const session = await sandbox.sessionFor('ready@demo.test', 'Ready-Player-1');
    const added: Record<string, string>[] = [{ 'Save-Data': 'on' }, { Via: '1.1 proxy' }, { 'X-Forwarded-For': '203.0.113.9' }, { 'X-Requested-With': 'x' }];
    const bodyless: [string, string][] = [
      ['POST', '/services/captcha/v1/tokens'],
      ['POST', '/services/login-service/v1/login'],
      ['POST', '/services/login-service/v1/password-reset'],
      ['PUT', `/api/v1/profiles/${session}/pin-code`],
    ];
    const cases = [
      ...added.flatMap((headers) => [...bodyless, ['PATCH', '/sandbox/control/site-config'] as [string, string]].map((call) => ({ call, headers }))),
      // The control header opens only the control API.
      ...bodyless.map((call) => ({ call, headers: { 'X-Sandbox-Control': '1' } })),
    ];
    for (const { call: [method, path], headers } of cases) {
      expect(await rawHttp(method, path, headers), `${method} ${path} ${JSON.stringify(headers)}`).toMatchObject({
        status: 415,
        body: { errorCode: 'UNSUPPORTED_MEDIA_TYPE' },
      });
    }
    // The test-control API's own body-less calls, with its header, and logout (a body-less DELETE) pass.
    expect((await rawHttp('DELETE', '/sandbox/control/faults', { 'X-Sandbox-Control': '1' })).status).toBe(204);
    expect((await rawHttp('DELETE', `/services/login-service/v1/sessions/${session}`)).status).toBe(204);
  });

  it('never change state when the browser marks them cross-site: 403 in the platform body', async () => {
    const session = await sandbox.sessionFor('ready@demo.test', 'Ready-Player-1');
    await sandbox.control('PATCH', '/sandbox/control/site-config', { brandCode: 'kept' });
    const json = { 'Content-Type': 'application/json', 'X-Sandbox-Control': '1' };
    for (const [method, path] of stateChanging) {
      for (const site of ['cross-site', 'Cross-Site']) {
        const result = await rawHttp(method, path.replace('SESSION', session), { ...json, 'Sec-Fetch-Site': site }, '{}');
        expect(result, `${method} ${path}`).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN', message: expect.any(String) } });
        expect(result.headers['x-content-type-options']).toBe('nosniff');
      }
    }
    expect((await sandbox.request('GET', `/services/profile/v1/profiles/${session}`)).status).toBe(200);
    expect(await brandCode()).toBe('kept');
    // What the site itself sends: same-origin (or a typed-in `none`).
    for (const site of ['same-origin', 'none']) {
      expect((await rawHttp('POST', '/services/captcha/v1/tokens', { 'Content-Type': 'application/json', 'Sec-Fetch-Site': site }, '{}')).status).toBe(201);
    }
    await sandbox.control('PATCH', '/sandbox/control/site-config', { brandCode: 'demo' });
  });
});

describe('Fastify’s own error answers', () => {
  const expectPlatformError = (result: RawBytesAnswer | HttpResult, status: number, errorCode: string) => {
    expect(result.status).toBe(status);
    expect(result.body).toEqual({ errorCode, message: expect.any(String) });
    const header = (name: string) => (result.headers instanceof Headers ? result.headers.get(name) : result.headers[name]);
    expect(header('content-type')).toContain('application/json');
    expect(header('x-content-type-options')).toBe('nosniff');
    expect(header('cache-control')).toBe('no-store');
  };

  it('a malformed URL is 400 BAD_REQUEST, and does not echo the URL', async () => {
    const result = await rawHttp('GET', '/services/profile/v1/profiles/%E0%A4%A');
    expectPlatformError(result, 400, 'BAD_REQUEST');
    expect(JSON.stringify(result.body)).not.toContain('%E0');
  });

  it('a body too large is 413 PAYLOAD_TOO_LARGE', async () => {
    const body = JSON.stringify({ username: 'x'.repeat(70_000), password: 'y' });
    expectPlatformError(await rawHttp('POST', '/services/login-service/v1/login', { 'Content-Type': 'application/json' }, body), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('broken JSON is 400, an unknown path 404, a wrong content type 415', async () => {
    expectPlatformError(await rawHttp('POST', '/services/login-service/v1/login', { 'Content-Type': 'application/json' }, '{"a":'), 400, 'BAD_REQUEST');
    expectPlatformError(await rawHttp('GET', '/services/nope'), 404, 'NOT_FOUND');
    expectPlatformError(await rawHttp('POST', '/sandbox/nope', { 'X-Sandbox-Control': '1' }), 404, 'NOT_FOUND');
    expectPlatformError(await rawHttp('POST', '/services/login-service/v1/login', { 'Content-Type': 'application/xml' }, '<a/>'), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('a request the HTTP parser refuses is 400 in the platform body too', async () => {
    const result = await rawBytes(port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header: x\r\n\r\n');
    expectPlatformError(result, 400, 'BAD_REQUEST');
  });
});

/** Every route of the app, read from Fastify's own route tree (`printRoutes`), so none can be left out. */
function routesOf(app: FastifyInstance): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = url;
    for (const method of (match[3] ?? '').split(', ')) if (method !== '' && method !== 'HEAD') routes.push({ method, url });
  }
  return routes;
}

describe('control characters', { timeout: 60_000 }, () => {
  let app: FastifyInstance;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let routes: { method: string; url: string }[];

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({ db: database.db, now: () => Date.now(), secrets: ephemeralSecrets() }, { siteDir: null, control: true, logger: false, print: () => undefined, providerOrigin: 'http://127.0.0.1:9' });
    await app.ready();
    routes = routesOf(app);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('sees every route (the onRoute list is complete)', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
    expect(routes).toContainEqual({ method: 'POST', url: '/services/login-service/v1/login' });
    expect(routes).toContainEqual({ method: 'GET', url: '/sandbox/outbox' });
  });

  const fieldNames = ['username', 'password', 'pinCode', 'token', 'newPassword', 'template', 'firstName', 'method', 'path', 'brandCode'];

  it('in any body field of any route: 422 INVALID_FORMAT naming the field, never a 500', async () => {
    for (const { method, url } of routes.filter((route) => route.method !== 'GET')) {
      for (const character of ['\u0000', '\u0007', '\n', '\u007f', '\u0085']) {
        const body = Object.fromEntries(fieldNames.map((name) => [name, `a${character}b`]));
        const target = url.replace(/:[a-z]+/gi, 'ready@demo.test');
        const result = await app.inject({ method, url: target, headers: { 'content-type': 'application/json', 'x-sandbox-control': '1' }, payload: body });
        if (url.startsWith('/services/csp-reports')) {
          expect(result.statusCode, `${method} ${url}`).toBe(204);
          continue;
        }
        expect(result.statusCode, `${method} ${url} ${JSON.stringify(character)}`).toBe(422);
        expect(result.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', fieldErrors: expect.arrayContaining([{ field: 'username', cause: 'INVALID_FORMAT' }]) });
      }
    }
  });

  it('in a key or deep inside a value: 422 too', async () => {
    const patch = (payload: unknown) =>
      app.inject({ method: 'PATCH', url: '/sandbox/control/site-config', headers: { 'content-type': 'application/json', 'x-sandbox-control': '1' }, payload: JSON.stringify(payload) });
    expect((await patch({ featureFlags: { 'a\u0000': true } })).json()).toMatchObject({ fieldErrors: [{ field: 'featureFlags', cause: 'INVALID_FORMAT' }] });
    expect((await patch({ 'x\u0000': 1 })).json()).toMatchObject({ fieldErrors: [{ field: 'body', cause: 'INVALID_FORMAT' }] });
    expect((await patch({ languagesPublished: ['en', ['e\u0000s']] })).statusCode).toBe(422);
  });

  it('in any path segment of any route: 404; in the query string: 422; never a 500', async () => {
    for (const { method, url } of routes) {
      const segments = url.split('/');
      for (let index = 1; index < segments.length; index += 1) {
        const spoilt = segments.map((segment, at) => (at === index ? `${segment.startsWith(':') ? 'x' : segment}%00` : segment.startsWith(':') ? 'x' : segment));
        const result = await app.inject({ method, url: spoilt.join('/'), headers: { 'content-type': 'application/json', 'x-sandbox-control': '1' }, payload: '{}' });
        expect(result.statusCode, `${method} ${spoilt.join('/')}`).toBe(404);
      }
      const query = await app.inject({ method, url: `${url.replace(/:[a-z]+/gi, 'ready@demo.test')}?to=%00&source=%01`, headers: { 'content-type': 'application/json', 'x-sandbox-control': '1' }, payload: '{}' });
      expect(query.statusCode, `${method} ${url}?to=%00`).toBe(url.startsWith('/services/csp-reports') ? 204 : 422);
    }
  });
});

// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { controlHeaders, record } from '../test-support/harness.ts';
import { rawRequest } from '../test-support/raw-http.ts';
import { useTestSandbox } from '../test-support/use-test-sandbox.ts';

/**
 * The test-control API holds SMS login codes and can reset everything, so it answers only to a
 * loopback Host (against DNS rebinding) and, for anything but GET, only with X-Sandbox-Control: 1
 * (a header a foreign page cannot send without a CORS preflight, which the sandbox never grants).
 */
const sandbox = useTestSandbox({ own: true });
let port: number;

beforeAll(() => {
  port = Number(new URL(sandbox.url).port);
});

/** A request with a Host header of the test's choosing (fetch does not let one set it). */
const raw = async (method: string, path: string, headers: Record<string, string>, body?: string) => {
  const answer = await rawRequest(sandbox.url, { method, path, headers, ...(body === undefined ? {} : { body }) });
  return { status: answer.status, headers: answer.headers, body: answer.json };
};

const forbidden = { status: 403, body: { errorCode: 'FORBIDDEN' } };
const brandCode = async () => record((await sandbox.request('GET', '/services/site-config/v1/site-config')).body).brandCode;

describe('the Host of a /sandbox request', () => {
  it.each(['127.0.0.1', 'localhost', 'LocalHost', '[::1]'])('may be %s (with or without the port)', async (hostname) => {
    expect((await raw('GET', '/sandbox/players', { host: `${hostname}:${port}` })).status).toBe(200);
    expect((await raw('GET', '/sandbox/outbox', { host: hostname })).status).toBe(200);
  });

  it('may be a bare ::1', async () => {
    expect((await raw('GET', '/sandbox/players', { host: '::1' })).status).toBe(200);
  });

  const foreignHosts = [
    'rebound.example',
    'rebound.example:80',
    '127.0.0.1.rebound.example',
    'localhost.rebound.example',
    '10.0.0.5',
    '[::2]',
    'localhost.',
    'user@localhost',
    'not a host',
  ];

  it.each(foreignHosts)('is refused when it is %j, with a JSON 403 that is never cached', async (host) => {
    for (const path of ['/sandbox/outbox', '/sandbox/players', '/sandbox/control/players/ready@demo.test', '/sandbox/nope']) {
      const result = await raw('GET', path, { host });
      expect(result).toMatchObject(forbidden);
      expect(result.headers['content-type']).toContain('application/json');
      expect(result.headers['cache-control']).toBe('no-store');
    }
    expect(await raw('POST', '/sandbox/control/reset', { host, ...controlHeaders })).toMatchObject(forbidden);
  });

  it('does not matter outside /sandbox', async () => {
    expect((await raw('GET', '/services/site-config/v1/site-config', { host: 'rebound.example' })).status).toBe(200);
  });
});

describe('a /sandbox call other than GET', { timeout: 30_000 }, () => {
  it('needs X-Sandbox-Control: 1, so a cross-site form cannot reset the sandbox', async () => {
    await sandbox.control('PATCH', '/sandbox/control/site-config', { brandCode: 'kept' });
    const json = { host: `127.0.0.1:${port}`, 'content-type': 'application/json' };
    expect(await raw('POST', '/sandbox/control/reset', json, '{}')).toMatchObject(forbidden);
    expect(await raw('POST', '/sandbox/control/reset', { ...json, 'x-sandbox-control': '0' }, '{}')).toMatchObject(forbidden);
    // A form's body is never JSON: refused whatever the header says.
    const form = { host: `127.0.0.1:${port}`, 'content-type': 'text/plain', 'x-sandbox-control': '1' };
    expect(await raw('POST', '/sandbox/control/reset', form, 'x=1')).toMatchObject({ status: 415, body: { errorCode: 'UNSUPPORTED_MEDIA_TYPE' } });
    expect(await brandCode()).toBe('kept');
    expect((await raw('POST', '/sandbox/control/reset', { ...json, 'x-sandbox-control': '1' }, '{}')).status).toBe(204);
    expect((await raw('POST', '/sandbox/control/reset', { host: `127.0.0.1:${port}`, 'x-sandbox-control': '1' })).status).toBe(204);
    expect(await brandCode()).toBe('demo');
  });

  it('is refused without the header for every method and path, changing nothing', async () => {
    expect(await sandbox.request('PATCH', '/sandbox/control/site-config', { body: { brandCode: 'changed' } })).toMatchObject(forbidden);
    expect(await brandCode()).toBe('demo');

    expect(await sandbox.request('POST', '/sandbox/control/players', { body: {} })).toMatchObject(forbidden);
    expect(await sandbox.request('PATCH', '/sandbox/control/players/ready@demo.test', { body: { disabled: true } })).toMatchObject(
      forbidden,
    );
    expect((await sandbox.login('ready@demo.test', 'Ready-Player-1')).status).toBe(200);

    await sandbox.control('POST', '/sandbox/control/faults', { method: 'GET', path: '/services/nothing', status: 500 });
    expect(await sandbox.request('DELETE', '/sandbox/control/faults')).toMatchObject(forbidden);
    expect((await sandbox.request('GET', '/sandbox/control/faults')).body).toHaveLength(1);
    expect((await sandbox.control('DELETE', '/sandbox/control/faults')).status).toBe(204);

    expect(await sandbox.request('OPTIONS', '/sandbox/control/reset')).toMatchObject(forbidden);
  });

  it('GET stays open without the header, so a developer can read the outbox in a browser', async () => {
    for (const path of ['/sandbox/outbox', '/sandbox/players', '/sandbox/control/players/ready@demo.test', '/sandbox/control/faults']) {
      expect((await sandbox.request('GET', path)).status).toBe(200);
    }
  });
});

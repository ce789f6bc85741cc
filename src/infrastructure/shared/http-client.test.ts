import * as t from 'io-ts';
import { describe, expect, it, vi } from 'vitest';
import type { SessionId } from '../../domain/session';
import { HttpClient, sessionPath } from './http-client';

const session = 'abcdefghijklmnopqrstuvwxyz012345' as SessionId;

describe('HttpClient', () => {
  it('puts the base URL, the escaped session and the query together', async () => {
    const fetch = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    const client = new HttpClient({ baseUrl: 'https://platform.example/', fetch });
    await client.json({ method: 'GET', path: sessionPath`/p/${'a/b?c'}/x`, query: { a: 1, b: null } }, t.unknown);
    expect(fetch).toHaveBeenCalledWith('https://platform.example/p/a%2Fb%3Fc/x?a=1', expect.objectContaining({ method: 'GET' }));
  });

  it('marks a background refresh so that it does not count as player activity', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    const client = new HttpClient({ baseUrl: '', fetch });
    await client.ok({ method: 'GET', path: '/poll', background: true });
    await client.ok({ method: 'GET', path: '/click' });
    const headersOf = (call: number) => (fetch.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headersOf(0)['X-Background-Refresh']).toBe('true');
    expect(headersOf(1)['X-Background-Refresh']).toBeUndefined();
  });

  it('reports a 401 on an authorised call to the session, and only then', async () => {
    const reject = vi.fn();
    const client = new HttpClient({ baseUrl: '', fetch: async () => new Response('', { status: 401 }), rejections: { reject } });
    expect(await client.ok({ method: 'GET', path: '/public' })).toMatchObject({ left: { code: 'UNAUTHORIZED' } });
    expect(reject).not.toHaveBeenCalled();
    await client.ok({ method: 'GET', path: '/private', session });
    expect(reject).toHaveBeenCalledWith(session, undefined);
    await client.ok({ method: 'DELETE', path: '/logout', session, reportRejection: false });
    expect(reject).toHaveBeenCalledTimes(1);
  });

  it('tells the reachability of every answer, whatever its status, and of every call that could not reach the platform (EDGE-04)', async () => {
    const reachability = { answered: vi.fn(), unreachable: vi.fn() };
    const answering = new HttpClient({ baseUrl: '', fetch: async () => new Response('', { status: 503 }), reachability });
    await answering.ok({ method: 'GET', path: '/' });
    expect(reachability.answered).toHaveBeenCalledTimes(1);
    const cut = new HttpClient({ baseUrl: '', fetch: async () => Promise.reject(new TypeError('Failed to fetch')), reachability });
    expect(await cut.ok({ method: 'GET', path: '/' })).toMatchObject({ left: { code: 'NETWORK' } });
    expect(reachability.unreachable).toHaveBeenCalledTimes(1);
    const hanging = new HttpClient({ baseUrl: '', fetch: (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))), reachability });
    expect(await hanging.ok({ method: 'GET', path: '/', timeoutMs: 5 })).toMatchObject({ left: { code: 'TIMEOUT' } });
    expect(reachability.unreachable).toHaveBeenCalledTimes(2);
    const cancelled = new AbortController();
    const call = hanging.ok({ method: 'GET', path: '/', signal: cancelled.signal });
    cancelled.abort();
    expect(await call).toMatchObject({ left: { code: 'ABORTED' } });
    expect(reachability.unreachable).toHaveBeenCalledTimes(2);
    expect(reachability.answered).toHaveBeenCalledTimes(1);
  });

  it('says when the platform ended the session at the session-time limit (SG-13)', async () => {
    const reject = vi.fn();
    const body = '{"errorCode":"SESSION_TIME_LIMIT","message":"Limit reached"}';
    const client = new HttpClient({ baseUrl: '', fetch: async () => new Response(body, { status: 401 }), rejections: { reject } });
    expect(await client.ok({ method: 'GET', path: '/private', session })).toMatchObject({ left: { code: 'UNAUTHORIZED' } });
    expect(reject).toHaveBeenCalledWith(session, 'SESSION_TIME_LIMIT');
  });

  it('maps statuses, network failures, time-outs and cancellation to typed failures', async () => {
    const failing = new HttpClient({ baseUrl: '', fetch: async () => new Response('{"message":"Down for maintenance"}', { status: 503 }) });
    expect(await failing.ok({ method: 'GET', path: '/' })).toMatchObject({ left: { code: 'HTTP', status: 503, message: 'Down for maintenance' } });

    const offline = new HttpClient({ baseUrl: '', fetch: async () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await offline.ok({ method: 'GET', path: '/' })).toMatchObject({ left: { code: 'NETWORK' } });

    const hanging = new HttpClient({
      baseUrl: '',
      fetch: (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    });
    expect(await hanging.ok({ method: 'GET', path: '/', timeoutMs: 5 })).toMatchObject({ left: { code: 'TIMEOUT' } });
    const controller = new AbortController();
    const pending = hanging.ok({ method: 'GET', path: '/', signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ left: { code: 'ABORTED' } });
  });

  it('refuses a body larger than it will read, without reading it', async () => {
    const huge = new Response('[]', { status: 200, headers: { 'Content-Length': String(50_000_000) } });
    const client = new HttpClient({ baseUrl: '', fetch: async () => huge });
    expect(await client.json({ method: 'GET', path: '/' }, t.unknown)).toMatchObject({ left: { code: 'DECODE' } });
  });

  it('refuses a 2xx answer that is not JSON', async () => {
    const client = new HttpClient({ baseUrl: '', fetch: async () => new Response('<html>', { status: 200 }) });
    expect(await client.json({ method: 'GET', path: '/' }, t.unknown)).toMatchObject({ left: { code: 'DECODE' } });
  });
});

describe('Retry-After', () => {
  const answering = (retryAfter: string) =>
    new HttpClient({ baseUrl: '', fetch: async () => new Response('{}', { status: 429, headers: { 'Retry-After': retryAfter } }) });

  it('is read as seconds, and only when it is a sane number of them', async () => {
    expect(await answering('30').send({ method: 'POST', path: '/login' })).toMatchObject({ right: { status: 429, retryAfterSeconds: 30 } });
    for (const unusable of ['Wed, 21 Oct 2026 07:28:00 GMT', '-5', '1e9', '99999999', 'soon']) {
      const reply = await answering(unusable).send({ method: 'POST', path: '/login' });
      expect(reply._tag === 'Right' && 'retryAfterSeconds' in reply.right).toBe(false);
    }
  });
});

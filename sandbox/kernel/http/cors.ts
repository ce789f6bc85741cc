import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { headerText } from './request-headers.ts';
import { isApiPath } from './paths.ts';

/** The request headers the site sends the platform (the HTTP client's and its adapters'). */
export const corsAllowedHeaders = ['Accept', 'Content-Type', 'Idempotency-Key', 'X-Background-Refresh', 'X-Channel', 'X-MFA-CODE', 'X-MOCK-2FA-VERIFICATION', 'X-Session-Id'] as const;
const allowedHeaderNames = new Set(corsAllowedHeaders.map((name) => name.toLowerCase()));
export const corsAllowedMethods = 'GET, POST, PUT, PATCH, DELETE';
/** How long a browser may reuse a preflight's answer, in seconds. */
export const corsMaxAgeSeconds = 600;

/** The allowed origin a request comes from; null when it names none or one not allowed. */
export function allowedOriginOf(request: FastifyRequest, allowed: readonly string[]): string | null {
  const origin = headerText(request, 'origin');
  return origin !== undefined && allowed.includes(origin) ? origin : null;
}

const withCors = (reply: FastifyReply, origin: string): void => {
  reply.header('Access-Control-Allow-Origin', origin);
  // The site reads Retry-After on 429 and 503 (README, "Pointing the site at a real platform").
  reply.header('Access-Control-Expose-Headers', 'Retry-After');
};

/**
 * CORS for a site served from another origin (the site server, `server/`): the API answers the
 * origins the sandbox is told (`SITE_ORIGINS`), and only those, without credentials (the session is
 * in the path, never a cookie of the platform's). A preflight from such an origin is answered at
 * once (204) for the methods and headers the site uses; from any other origin it gets no CORS
 * header, so the browser refuses the call. Every API answer varies by Origin.
 */
export function registerCors(app: FastifyInstance, allowed: readonly string[]): void {
  // With no other site origin the API is same-origin only, as before: no CORS header, no Vary.
  if (allowed.length === 0) return;
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    const origin = allowedOriginOf(request, allowed);
    const requestedMethod = headerText(request, 'access-control-request-method');
    if (request.method !== 'OPTIONS' || requestedMethod === undefined) return;
    if (origin === null) return reply.code(403).header('Vary', 'Origin').send();
    const requestedHeaders = (headerText(request, 'access-control-request-headers') ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name !== '');
    withCors(reply, origin);
    return reply
      .code(204)
      .header('Vary', 'Origin')
      .header('Access-Control-Allow-Methods', corsAllowedMethods)
      .header('Access-Control-Allow-Headers', requestedHeaders.filter((name) => allowedHeaderNames.has(name)).join(', '))
      .header('Access-Control-Max-Age', String(corsMaxAgeSeconds))
      .send();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApiPath(request.url)) return payload;
    const origin = allowedOriginOf(request, allowed);
    if (origin !== null) withCors(reply, origin);
    const vary = reply.getHeader('Vary');
    if (typeof vary !== 'string' || !/\bOrigin\b/i.test(vary)) reply.header('Vary', typeof vary === 'string' && vary !== '' ? `${vary}, Origin` : 'Origin');
    return payload;
  });
}

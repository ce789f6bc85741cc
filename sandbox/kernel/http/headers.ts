import type { FastifyInstance } from 'fastify';
import { isApiPath, pathOf } from './paths.ts';

export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const siteHeaders = {
  'Content-Security-Policy': contentSecurityPolicy,
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
} as const;

const apiHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
} as const;

/**
 * Site responses (pages, assets, the SPA fallback) get the browser security headers; API responses
 * (and everything when no site is served) are never cached or sniffed.
 */
export function registerResponseHeaders(app: FastifyInstance, servesSite: boolean): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const isSiteResponse = servesSite && !isApiPath(pathOf(request.url));
    reply.headers(isSiteResponse ? siteHeaders : apiHeaders);
    return payload;
  });
}

import type { FastifyInstance } from 'fastify';
import { isApiPath } from './paths.ts';

/** Where browsers send Content-Security-Policy violation reports (the csp-reports service). */
export const cspReportPath = '/services/csp-reports/v1/reports';
/** The name the CSP's `report-to` gives the endpoint that `Reporting-Endpoints` defines. */
export const cspReportGroup = 'csp';

/**
 * The site's policy. The game provider's origin (the sandbox's second port) and the legacy
 * application's (its third) are known only once they listen, so the policy is made for them: the
 * launch frame and the embedded application's frame may load them, nothing else foreign.
 */
export function siteContentSecurityPolicy(providerOrigin: string | null, legacyOrigin: string | null = null, identityOrigin: string | null = null): string {
  const frameOrigins = [providerOrigin, legacyOrigin, identityOrigin].filter((origin) => origin !== null);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    // Only the game provider, the legacy application and the identity provider: a frame on the site's own origin could lift its own sandbox.
    frameOrigins.length === 0 ? "frame-src 'none'" : `frame-src ${frameOrigins.join(' ')}`,
    "frame-ancestors 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
    // report-to (Reporting API) where the browser supports it; report-uri for the others.
    `report-to ${cspReportGroup}`,
    `report-uri ${cspReportPath}`,
  ].join('; ');
}

const siteHeadersFor = (providerOrigin: string | null, legacyOrigin: string | null, identityOrigin: string | null) =>
  ({
    'Content-Security-Policy': siteContentSecurityPolicy(providerOrigin, legacyOrigin, identityOrigin),
    'Reporting-Endpoints': `${cspReportGroup}="${cspReportPath}"`,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
  }) as const;

const apiHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
} as const;

/**
 * Site responses (pages, assets, the SPA fallback) get the browser security headers; API responses
 * (and everything when no site is served) are never cached or sniffed. The split is made on the
 * routed path, so `/%73ervices/...` is an API path like `/services/...`.
 */
export function registerResponseHeaders(
  app: FastifyInstance,
  servesSite: boolean,
  providerOrigin: string | null = null,
  legacyOrigin: string | null = null,
  identityOrigin: string | null = null,
): void {
  const siteHeaders = siteHeadersFor(providerOrigin, legacyOrigin, identityOrigin);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(servesSite && !isApiPath(request.url) ? siteHeaders : apiHeaders);
    return payload;
  });
}

/** The headers every answer to `url` carries (also set directly where no `onSend` hook runs). */
export function responseHeadersFor(
  url: string,
  servesSite: boolean,
  providerOrigin: string | null = null,
  legacyOrigin: string | null = null,
  identityOrigin: string | null = null,
): Readonly<Record<string, string>> {
  return servesSite && !isApiPath(url) ? siteHeadersFor(providerOrigin, legacyOrigin, identityOrigin) : apiHeaders;
}

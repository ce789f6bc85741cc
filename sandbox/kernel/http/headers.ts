import type { FastifyInstance } from 'fastify';
import { cspReportGroup, siteContentSecurityPolicy as policyOf, siteSecurityHeaders, type SitePolicySources } from '../../../server/site/headers.ts';
import { isApiPath } from './paths.ts';

/** Where browsers send Content-Security-Policy violation reports (the csp-reports service). */
export const cspReportPath = '/services/csp-reports/v1/reports';
export { cspReportGroup };

/**
 * The site's policy. The game provider's origin (the sandbox's second port) and the legacy
 * application's (its third) are known only once they listen, so the policy is made for them: the
 * launch frame and the embedded application's frame may load them, nothing else foreign.
 */
export function siteContentSecurityPolicy(providerOrigin: string | null, legacyOrigin: string | null = null, identityOrigin: string | null = null): string {
  return policyOf(sourcesOf(providerOrigin, legacyOrigin, identityOrigin));
}

const sourcesOf = (providerOrigin: string | null, legacyOrigin: string | null, identityOrigin: string | null): SitePolicySources => ({
  // Only the game provider, the legacy application and the identity provider.
  frame: [providerOrigin, legacyOrigin, identityOrigin].filter((origin) => origin !== null),
  reportUri: cspReportPath,
});

const siteHeadersFor = (providerOrigin: string | null, legacyOrigin: string | null, identityOrigin: string | null) =>
  siteSecurityHeaders(sourcesOf(providerOrigin, legacyOrigin, identityOrigin));

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

/** What a site's Content-Security-Policy lets in beyond its own origin, and where browsers report violations. */
export interface SitePolicySources {
  /** Origins the site may call (`connect-src`): the platform's API when it is on another origin. */
  readonly connect?: readonly string[];
  /** Origins the site may frame (`frame-src`): the game provider, the legacy application, the identity provider. */
  readonly frame?: readonly string[];
  /** Origins images may come from besides the site's own (`img-src`): a platform's content images. */
  readonly img?: readonly string[];
  /** Where violation reports go: a path on the site's origin or an absolute URL on the platform's. */
  readonly reportUri: string;
}

/** The name the CSP's `report-to` gives the endpoint that `Reporting-Endpoints` defines. */
export const cspReportGroup = 'csp';

const withOrigins = (directive: string, base: string, origins: readonly string[] = []): string => [directive, base, ...new Set(origins)].join(' ');

/**
 * The site's policy, written once for the sandbox and the site server: its own origin for
 * everything, plus the origins it is given for calls, frames and images. With no frame origin,
 * nothing may be framed (a frame on the site's own origin could lift its own sandbox).
 */
export function siteContentSecurityPolicy(sources: SitePolicySources): string {
  const frame = [...new Set(sources.frame ?? [])];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    withOrigins('img-src', "'self' data:", sources.img),
    "font-src 'self'",
    withOrigins('connect-src', "'self'", sources.connect),
    frame.length === 0 ? "frame-src 'none'" : `frame-src ${frame.join(' ')}`,
    "frame-ancestors 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
    // report-to (Reporting API) where the browser supports it; report-uri for the others.
    `report-to ${cspReportGroup}`,
    `report-uri ${sources.reportUri}`,
  ].join('; ');
}

/** The browser security headers of every site answer (pages, assets, the SPA fallback). */
export function siteSecurityHeaders(sources: SitePolicySources): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': siteContentSecurityPolicy(sources),
    'Reporting-Endpoints': `${cspReportGroup}="${sources.reportUri}"`,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
  };
}

import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';
import type { PlatformReader } from './platform.ts';
import { siteSecurityHeaders } from './site/headers.ts';
import { isSourceMap, registerSite } from './site/static-site.ts';

/** Where browsers report CSP violations: the platform's csp-reports service. */
export const cspReportPathOnPlatform = '/services/csp-reports/v1/reports';
export const healthPath = '/healthz';
export const imageRedirectMaxAgeSeconds = 86_400;
/** The platform's paths: never a client route, so a call that reaches the server by mistake is a 404, not the page. */
const platformPrefixes = ['/services/', '/api/', '/content/', '/sandbox/'];

const decodedPath = (url: string): string => {
  const path = url.split(/[?#]/)[0] ?? url;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/**
 * The site server: the built site, its page with the platform's configuration inlined, the
 * pre-painted home pages, precompressed assets, caching and security headers, and nothing else.
 * It keeps no state but a short cache of the platform's answers, so any number of copies can serve.
 */
export async function buildSiteServer(config: ServerConfig, platform: PlatformReader, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true });
  const securityHeaders = siteSecurityHeaders({
    connect: config.connectOrigins,
    frame: config.frameOrigins,
    img: config.imgOrigins,
    reportUri: `${config.platformUrl}${cspReportPathOnPlatform}`,
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(securityHeaders);
    return payload;
  });

  app.get(healthPath, async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));

  // The platform's content names its images by same-origin paths (`/content/images/…`): sent on to the
  // platform, a redirect a browser and a CDN may keep for a day.
  app.get('/content/images/*', async (request, reply) =>
    reply.code(308).header('Cache-Control', `public, max-age=${imageRedirectMaxAgeSeconds}`).redirect(`${config.platformUrl}${request.url}`, 308),
  );

  const sitePage = await registerSite(app, config.siteDir, platform);

  // Client-side routes get the page (the SPA fallback); a missing hashed asset, a source map or a platform path is a 404, never HTML.
  app.setNotFoundHandler((request, reply) => {
    const file = decodedPath(request.url);
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    const lower = file.toLowerCase();
    const isPlatformPath = platformPrefixes.some((prefix) => lower.startsWith(prefix));
    if (isPageRequest && !isPlatformPath && !lower.startsWith('/assets/') && !isSourceMap(file)) return sitePage(request, reply);
    return reply.code(404).header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send('Not found');
  });
  return app;
}

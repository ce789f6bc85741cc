import type { FastifyInstance } from 'fastify';
import { notFoundBody } from '../kernel/http/error-bodies.ts';
import { isApiPath, pathOf } from '../kernel/http/paths.ts';
import { isSourceMap, type SitePage } from '../../server/site/static-site.ts';

const decodedPath = (path: string): string => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/**
 * Unknown API paths are JSON 404s. With a site, any other GET is a client-side route and gets the
 * site's page (the SPA fallback), except under /assets and for source maps: a missing hashed bundle
 * must be a 404, not HTML the browser would try to run as a script.
 */
export function registerNotFound(app: FastifyInstance, sitePage: SitePage | null): void {
  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    const file = decodedPath(path);
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (sitePage !== null && isPageRequest && !isApiPath(path) && !file.startsWith('/assets/') && !isSourceMap(file)) {
      return sitePage(request, reply);
    }
    return reply.code(404).send(notFoundBody);
  });
}

import type { FastifyInstance } from 'fastify';
import { notFoundBody } from '../kernel/http/error-bodies.ts';
import { isApiPath, pathOf } from '../kernel/http/paths.ts';

/**
 * Unknown API paths are JSON 404s. With a site, any other GET is a client-side route and gets
 * index.html (the SPA fallback), except under /assets: a missing hashed bundle must be a 404, not
 * HTML the browser would try to run as a script.
 */
export function registerNotFound(app: FastifyInstance, servesSite: boolean): void {
  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (servesSite && isPageRequest && !isApiPath(path) && !path.startsWith('/assets/')) {
      return reply.code(200).sendFile('index.html');
    }
    return reply.code(404).send(notFoundBody);
  });
}

import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath, pathOf } from './http/paths.ts';
import { notFoundBody } from './http/plumbing.ts';

const immutableAssets = 'public, max-age=31536000, immutable';
const alwaysRevalidate = 'no-cache';

/** Serves the built site: hashed files under /assets are cached for good, everything else revalidates. */
export async function registerSite(app: FastifyInstance, siteDir: string): Promise<void> {
  const root = resolve(siteDir);
  const assetsDir = `${root}${sep}assets${sep}`;
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: 'index.html',
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', filePath.startsWith(assetsDir) ? immutableAssets : alwaysRevalidate);
    },
  });
}

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

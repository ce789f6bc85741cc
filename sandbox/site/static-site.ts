import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

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
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', filePath.startsWith(assetsDir) ? immutableAssets : alwaysRevalidate);
    },
  });
}

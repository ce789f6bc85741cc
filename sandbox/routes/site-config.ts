import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { readSiteConfig } from '../site-config.ts';

export function registerSiteConfigRoute(app: FastifyInstance, context: SandboxContext): void {
  app.get('/services/site-config/v1/site-config', async (_request, reply) => reply.send(await readSiteConfig(context.db)));
}

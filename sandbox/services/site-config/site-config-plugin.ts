import type { FastifyPluginAsync } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { readSiteConfig } from './site-config-repository.ts';

export const siteConfigService: FastifyPluginAsync<SandboxContext> = async (app, { db }) => {
  app.get('/services/site-config/v1/site-config', async (_request, reply) => reply.send(await readSiteConfig(db)));
};

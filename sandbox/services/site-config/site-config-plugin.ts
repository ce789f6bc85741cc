import type { FastifyPluginAsync } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { servedSiteConfig, type SiteConfigRuntime } from './site-config-repository.ts';

export const siteConfigService: FastifyPluginAsync<SandboxContext & SiteConfigRuntime> = async (app, { db, gameProviderOrigin, embeddedAppOrigin, identityProviderOrigin }) => {
  app.get('/services/site-config/v1/site-config', async (_request, reply) => reply.send(await servedSiteConfig(db, { gameProviderOrigin, embeddedAppOrigin, identityProviderOrigin })));
};

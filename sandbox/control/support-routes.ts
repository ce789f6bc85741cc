import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kernel/context.ts';
import { latestAffiliateApplications, latestContactMessages } from '../services/support/index.ts';

/** What the support service received, newest first: HELP-07's contact messages and REF-08's affiliate applications. */
export function registerSupportRoutes(app: FastifyInstance, { db }: SandboxContext): void {
  app.get('/control/contact-messages', async (_request, reply) => reply.send(await latestContactMessages(db)));
  app.get('/control/affiliate-applications', async (_request, reply) => reply.send(await latestAffiliateApplications(db)));
}

import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kernel/context.ts';
import { feedbackCounts } from '../services/help/index.ts';

/** HELP-04's answers as the operator reads them: `[{contentId, yes, no}]`, the most answered first. */
export function registerHelpRoutes(app: FastifyInstance, { db }: SandboxContext): void {
  app.get('/control/help-feedback', async (_request, reply) => reply.send(await feedbackCounts(db)));
}

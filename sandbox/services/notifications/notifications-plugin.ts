import type { FastifyPluginAsync } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { authorised, authorisedPlayer, type SessionParams } from '../../kernel/http/authorised-routes.ts';
import { findSummary } from './summaries.ts';

export const notificationsService: FastifyPluginAsync<SandboxContext> = async (app, { db, now }) => {
  app.get<{ Params: SessionParams }>('/services/notifications/v1/profiles/:session/summary', authorised, async (request, reply) =>
    reply.send(await findSummary(db, authorisedPlayer(request), now())),
  );
};

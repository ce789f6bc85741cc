import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { requirePlayer, type SessionParams } from '../http/session-guard.ts';
import { findPlayerById, notificationsOf } from '../players/repository.ts';

export function registerNotificationsRoute(app: FastifyInstance, context: SandboxContext): void {
  app.get<{ Params: SessionParams }>('/services/notifications/v1/profiles/:session/summary', async (request, reply) => {
    const playerId = await requirePlayer(context, request, reply);
    if (playerId === null) return reply;
    const player = await findPlayerById(context.db, playerId);
    if (!player) throw new Error(`Session points at missing player ${playerId}`);
    return reply.send(notificationsOf(player));
  });
}

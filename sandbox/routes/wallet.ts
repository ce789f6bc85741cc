import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { requirePlayer, type SessionParams } from '../http/session-guard.ts';
import { listBalances } from '../players/repository.ts';

export function registerWalletRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.get<{ Params: SessionParams }>('/services/wallet-gateway/v1/profiles/:session/balances', async (request, reply) => {
    const playerId = await requirePlayer(context, request, reply);
    if (playerId === null) return reply;
    return reply.send(await listBalances(context.db, playerId));
  });
}

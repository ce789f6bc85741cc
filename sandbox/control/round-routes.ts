import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kernel/context.ts';
import { notFoundBody } from '../kernel/http/error-bodies.ts';
import { roundDetails } from '../services/game-provider/index.ts';

/** Test control: one game round as the provider stored it, with each roulette bet's stake and win (RLT-05). */
export function registerRoundRoutes(app: FastifyInstance, { db }: SandboxContext): void {
  app.get<{ Params: { roundId: string } }>('/control/rounds/:roundId', async (request, reply) => {
    const round = await roundDetails(db, request.params.roundId);
    return round === null ? reply.code(404).send(notFoundBody) : reply.send(round);
  });
}

import type { FastifyPluginAsync } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { authorised, authorisedPlayer, type SessionParams } from '../../kernel/http/authorised-routes.ts';
import { listBalances } from './balances.ts';

export const walletService: FastifyPluginAsync<SandboxContext> = async (app, { db }) => {
  app.get<{ Params: SessionParams }>('/services/wallet-gateway/v1/profiles/:session/balances', authorised, async (request, reply) =>
    reply.send(await listBalances(db, authorisedPlayer(request))),
  );
};

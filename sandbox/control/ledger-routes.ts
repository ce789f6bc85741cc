import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kernel/context.ts';
import { notFoundBody } from '../kernel/http/error-bodies.ts';
import { findAccountByUsername } from '../services/login/index.ts';
import { ledgerHistory } from '../services/wallet/index.ts';

/** Test control: a player's ledger, to see where every cent of a balance came from. */
export function registerLedgerRoutes(app: FastifyInstance, { db }: SandboxContext): void {
  app.get<{ Params: { username: string }; Querystring: { limit?: string } }>('/control/players/:username/ledger', async (request, reply) => {
    const account = await findAccountByUsername(db, request.params.username);
    if (account === null) return reply.code(404).send(notFoundBody);
    const asked = Number(request.query.limit ?? 50);
    const limit = Number.isInteger(asked) && asked > 0 ? Math.min(asked, 500) : 50;
    return reply.send(await ledgerHistory(db, account.id, limit));
  });
}

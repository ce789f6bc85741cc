import type { FastifyPluginAsync } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { authorised, authorisedPlayer, type SessionParams } from '../../kernel/http/authorised-routes.ts';
import { notFoundBody } from '../../kernel/http/error-bodies.ts';
import { sendValidationError } from '../../kernel/http/validation.ts';
import { exclusionInForce } from '../responsible-gambling/index.ts';
import { findJackpot, listJackpots } from './jackpots.ts';
import { offerGameIds } from './offers.ts';
import { playableSpinGames } from './promotional-spins.ts';

const lobby = '/services/casino/casino-lobby-services/v1';
const currencyCode = /^[A-Z]{3}$/;
const gameIdText = /^[1-9]\d{0,8}$/;

interface JackpotQuery {
  currencyCode?: unknown;
}

/**
 * The lobby's services (docs/api.md, "Games"): jackpots (they grow, so never cached by the
 * sandbox), free-games offers and a player's promotional spins. Game launches are the game-launch service's.
 */
export const casinoLobbyService: FastifyPluginAsync<SandboxContext> = async (app, { db, now }) => {
  /** The currency asked for (EUR when absent), or null when it is not a currency code. */
  const currencyOf = (query: JackpotQuery): string | null => {
    if (query.currencyCode === undefined) return 'EUR';
    return typeof query.currencyCode === 'string' && currencyCode.test(query.currencyCode) ? query.currencyCode : null;
  };

  app.get<{ Querystring: JackpotQuery }>(`${lobby}/jackpots`, async (request, reply) => {
    const currency = currencyOf(request.query);
    if (currency === null) return sendValidationError(reply, [{ field: 'currencyCode', cause: 'INVALID_FORMAT' }]);
    return reply.send(await listJackpots(db, currency, now()));
  });

  app.get<{ Params: { gameId: string }; Querystring: JackpotQuery }>(`${lobby}/jackpots/:gameId`, async (request, reply) => {
    const currency = currencyOf(request.query);
    if (currency === null) return sendValidationError(reply, [{ field: 'currencyCode', cause: 'INVALID_FORMAT' }]);
    const jackpot = gameIdText.test(request.params.gameId) ? await findJackpot(db, Number(request.params.gameId), currency, now()) : undefined;
    return jackpot === undefined ? reply.code(404).send(notFoundBody) : reply.send(jackpot);
  });

  app.get(`${lobby}/offers/games`, async (_request, reply) => reply.send({ games: offerGameIds() }));

  app.get<{ Params: SessionParams }>('/services/casino-integration/v1/promotional-spins/players/:session/playable', authorised, async (request, reply) => {
    const playerId = authorisedPlayer(request);
    // SG-09: spins offered to a player are marketing; a player taking a break is offered none (they stay theirs for later).
    if ((await exclusionInForce(db, playerId, now())) !== null) return reply.send({ games: [] });
    return reply.send({ games: await playableSpinGames(db, playerId) });
  });
};

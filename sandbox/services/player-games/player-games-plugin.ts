import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { authorised, authorisedPlayer, type SessionParams } from '../../kernel/http/authorised-routes.ts';
import { notFoundBody } from '../../kernel/http/error-bodies.ts';
import { bodyObject, sendValidationError } from '../../kernel/http/validation.ts';
import { findGame } from '../content/index.ts';
import { countPlay, listFavourites, listMostPlayed, listRecentGames, recordRecentGame, starGame, unstarGame } from './player-games.ts';

const tracker = '/services/recent-activity-tracker/v1/profile/:session';
const favourites = '/services/player-favourites/v1/profiles/:session/games';
const gameIdText = /^[1-9]\d{0,8}$/;

type GameParams = SessionParams & { gameId: string };

/**
 * The game id a body names under `field`: a positive whole number (else 422) of a game the
 * catalogue has (else 404); null once either answer is sent.
 */
async function gameIdFromBody(body: unknown, field: string, reply: FastifyReply): Promise<number | null> {
  const value = bodyObject(body)[field];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
    await sendValidationError(reply, [{ field, cause: value === undefined ? 'REQUIRED' : 'INVALID_FORMAT' }]);
    return null;
  }
  if (findGame(value) === undefined) {
    await reply.code(404).send(notFoundBody);
    return null;
  }
  return value;
}

/** Recent activity (GAME-11), most played (GAME-12) and favourites, per player (docs/api.md, "Player games"). */
export const playerGamesService: FastifyPluginAsync<SandboxContext> = async (app, { db, now }) => {
  app.post<{ Params: SessionParams }>(`${tracker}/casino`, authorised, async (request, reply) => {
    const gameId = await gameIdFromBody(request.body, 'gameId', reply);
    if (gameId === null) return reply;
    await recordRecentGame(db, authorisedPlayer(request), gameId, new Date(now()));
    return reply.code(202).send();
  });

  app.get<{ Params: SessionParams }>(`${tracker}/casino`, authorised, async (request, reply) =>
    reply.send({ games: await listRecentGames(db, authorisedPlayer(request)) }),
  );

  app.post<{ Params: SessionParams }>(`${tracker}/most-played`, authorised, async (request, reply) => {
    const gameId = await gameIdFromBody(request.body, 'id', reply);
    if (gameId === null) return reply;
    return reply.send({ id: gameId, count: await countPlay(db, authorisedPlayer(request), gameId, new Date(now())) });
  });

  app.get<{ Params: SessionParams }>(`${tracker}/most-played`, authorised, async (request, reply) =>
    reply.send(await listMostPlayed(db, authorisedPlayer(request))),
  );

  app.get<{ Params: SessionParams }>(favourites, authorised, async (request, reply) =>
    reply.send({ games: await listFavourites(db, authorisedPlayer(request)) }),
  );

  /** The path's game id, when it is one the catalogue has. */
  const pathGame = (params: GameParams): number | null => {
    if (!gameIdText.test(params.gameId)) return null;
    const id = Number(params.gameId);
    return findGame(id) === undefined ? null : id;
  };

  app.put<{ Params: GameParams }>(`${favourites}/:gameId`, authorised, async (request, reply) => {
    const gameId = pathGame(request.params);
    if (gameId === null) return reply.code(404).send(notFoundBody);
    if (!(await starGame(db, authorisedPlayer(request), gameId, new Date(now())))) {
      return reply.code(409).send({ errorCode: 'TOO_MANY_FAVOURITES', message: 'A player may star at most 500 games.' });
    }
    return reply.code(204).send();
  });

  app.delete<{ Params: GameParams }>(`${favourites}/:gameId`, authorised, async (request, reply) => {
    const gameId = pathGame(request.params);
    if (gameId === null) return reply.code(404).send(notFoundBody);
    await unstarGame(db, authorisedPlayer(request), gameId);
    return reply.code(204).send();
  });
};

import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../kernel/clock.ts';
import type { Queryable } from '../../kernel/database/database.ts';
import { authorised, authorisedPlayer, type SessionParams } from '../../kernel/http/authorised-routes.ts';
import { sessionExpiredBody } from '../../kernel/http/error-bodies.ts';
import { isJsonObject } from '../../kernel/http/validation.ts';
import { findProfile } from '../profile/index.ts';
import { realityCheckMinutesOf, realityCheckRange, sessionSummary, setRealityCheckMinutes } from './session-summary.ts';

const base = '/services/responsible-gambling/v1/profiles/:session';

type RealityCheckAsk = { ok: true; minutes: number | null } | { ok: false; cause: 'REQUIRED' | 'INVALID_FORMAT' };

/** `{"minutes": 10..240 | null}`: a whole number in range, or null for the jurisdiction's default. */
export function readRealityCheckAsk(body: unknown): RealityCheckAsk {
  if (!isJsonObject(body) || !('minutes' in body)) return { ok: false, cause: 'REQUIRED' };
  const { minutes } = body;
  if (minutes === null) return { ok: true, minutes: null };
  if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < realityCheckRange.min || minutes > realityCheckRange.max) {
    return { ok: false, cause: 'INVALID_FORMAT' };
  }
  return { ok: true, minutes };
}

/** SG-07, SG-08, SG-11, SG-13: the session's summary, and the player's reality-check interval. */
export function registerSessionRoutes(app: FastifyInstance, { db, now }: { db: Queryable; now: Clock }): void {
  app.get<{ Params: SessionParams }>(`${base}/session`, authorised, async (request, reply) => {
    const playerId = authorisedPlayer(request);
    const { currency } = await findProfile(db, playerId);
    const summary = await sessionSummary(db, playerId, request.params.session, currency, now());
    if (summary === null) return reply.code(401).send(sessionExpiredBody);
    return reply.send(summary);
  });

  app.put<{ Params: SessionParams }>(`${base}/reality-check`, authorised, async (request, reply) => {
    const playerId = authorisedPlayer(request);
    const ask = readRealityCheckAsk(request.body);
    if (!ask.ok) {
      return reply.code(422).send({ errorCode: 'VALIDATION_ERROR', message: 'Some fields are not valid.', fieldErrors: [{ field: 'minutes', cause: ask.cause }] });
    }
    await setRealityCheckMinutes(db, playerId, ask.minutes, now());
    return reply.send(await realityCheckMinutesOf(db, playerId));
  });
}

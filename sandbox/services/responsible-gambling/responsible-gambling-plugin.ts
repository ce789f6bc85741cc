import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../kernel/clock.ts';
import type { SandboxContext } from '../../kernel/context.ts';
import type { Queryable } from '../../kernel/database/database.ts';
import { authorised, authorisedPlayer, type SessionParams } from '../../kernel/http/authorised-routes.ts';
import { notFoundBody } from '../../kernel/http/error-bodies.ts';
import { findProfile } from '../profile/index.ts';
import { heldByPlayer } from '../wallet/index.ts';
import { limitLooseningRefusal } from './exclusion-enforcement.ts';
import { registerExclusionRoutes } from './exclusion-routes.ts';
import { limitJurisdictionOf } from './limit-jurisdiction.ts';
import { readLimitKey, readLimitValue, type LimitFieldError } from './limit-requests.ts';
import { limitsInForce, limitUsage, limitView, removeLimit, setLimit } from './limits-store.ts';
import { registerSessionRoutes } from './session-routes.ts';
import { sessionTimeLimitBody, sessionTimeReached } from './session-time-limit.ts';

const base = '/services/responsible-gambling/v1/profiles/:session';

interface LimitParams extends SessionParams {
  type: string;
  period: string;
}

const sendLimitFieldErrors = (reply: { code(status: number): { send(body: unknown): unknown } }, fieldErrors: readonly LimitFieldError[]) =>
  reply.code(422).send({ errorCode: 'VALIDATION_ERROR', message: 'Some fields are not valid.', fieldErrors });

/**
 * SG-13 on every authorised route (registered on the root instance after the session hook): once
 * today's logged-in time reaches the limit, every authorised call answers 401 SESSION_TIME_LIMIT
 * until the jurisdiction's day ends. The session's look-up has said whether the player has such a
 * limit (`sessionTimeLimitSetOf`); only then is the time read.
 */
export function registerSessionTimeLimit(app: FastifyInstance, db: Queryable, now: Clock): void {
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config.authorised !== true || request.authorisedPlayerId === null || !request.authorisedSessionTimeLimitSet) return;
    if (await sessionTimeReached(db, request.authorisedPlayerId, now())) return reply.code(401).send(sessionTimeLimitBody);
  });
}

/** The player's limits (docs/api.md "Limits", SG-02..SG-06, SG-13, SG-14). */
export const responsibleGamblingService: FastifyPluginAsync<SandboxContext> = async (app, { db, now }) => {
  app.get<{ Params: SessionParams }>(`${base}/limits`, authorised, async (request, reply) => {
    const playerId = authorisedPlayer(request);
    const nowMs = now();
    const { currency } = await findProfile(db, playerId);
    const jurisdiction = await limitJurisdictionOf(db, playerId);
    const limits = await limitsInForce(db, playerId, nowMs);
    const usage = await limitUsage(db, playerId, currency, nowMs, jurisdiction);
    return reply.send({ currency, coolingOffHours: jurisdiction.coolingOffHours, limits: limits.map((limit) => limitView(limit, usage)) });
  });

  app.put<{ Params: LimitParams }>(`${base}/limits/:type/:period`, authorised, async (request, reply) => {
    const playerId = authorisedPlayer(request);
    const key = readLimitKey(request.params);
    if (!key.ok) return sendLimitFieldErrors(reply, key.errors);
    const { currency } = await findProfile(db, playerId);
    const value = readLimitValue(request.body, key.key.type, currency);
    if (!value.ok) return sendLimitFieldErrors(reply, value.errors);
    const nowMs = now();
    const jurisdiction = await limitJurisdictionOf(db, playerId);
    const view = await db.transaction(async (tx) => {
      // Under the lock every money movement takes: a deposit or bet racing the change is decided wholly before or after it.
      await heldByPlayer(tx, playerId, { lock: true });
      const excluded = await limitLooseningRefusal(tx, playerId, key.key, value.value, nowMs);
      if (excluded !== null) return excluded;
      const limit = await setLimit(tx, {
        playerId,
        ...key.key,
        currency: key.key.type === 'SESSION_TIME' ? null : currency,
        value: value.value,
        nowMs,
        coolingOffHours: jurisdiction.coolingOffHours,
      });
      return limitView(limit, await limitUsage(tx, playerId, currency, nowMs, jurisdiction));
    });
    if ('errorCode' in view) return reply.code(403).send(view);
    return reply.send(view);
  });

  app.delete<{ Params: LimitParams }>(`${base}/limits/:type/:period`, authorised, async (request, reply) => {
    const playerId = authorisedPlayer(request);
    const key = readLimitKey(request.params);
    if (!key.ok) return sendLimitFieldErrors(reply, key.errors);
    const nowMs = now();
    const { currency } = await findProfile(db, playerId);
    const jurisdiction = await limitJurisdictionOf(db, playerId);
    const view = await db.transaction(async (tx) => {
      await heldByPlayer(tx, playerId, { lock: true });
      const excluded = await limitLooseningRefusal(tx, playerId, key.key, null, nowMs);
      if (excluded !== null) return excluded;
      const limit = await removeLimit(tx, { playerId, ...key.key, nowMs, coolingOffHours: jurisdiction.coolingOffHours });
      return limit === null ? null : limitView(limit, await limitUsage(tx, playerId, currency, nowMs, jurisdiction));
    });
    if (view === null) return reply.code(404).send(notFoundBody);
    if ('errorCode' in view) return reply.code(403).send(view);
    return reply.send(view);
  });

  registerExclusionRoutes(app, { db, now });
  registerSessionRoutes(app, { db, now });
};

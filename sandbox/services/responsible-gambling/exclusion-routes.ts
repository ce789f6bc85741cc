import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Clock } from '../../kernel/clock.ts';
import type { Database, Queryable } from '../../kernel/database/database.ts';
import { authorised, authorisedPlayer, type SessionParams } from '../../kernel/http/authorised-routes.ts';
import { notFoundBody } from '../../kernel/http/error-bodies.ts';
import { isJsonObject } from '../../kernel/http/validation.ts';
import { verifySecret } from '../../kernel/security/passwords.ts';
import { heldByPlayer } from '../wallet/index.ts';
import {
  exclusionEnd,
  exclusionInForce,
  exclusionView,
  forgetPasswordAttempt,
  passwordHashOf,
  reservePasswordAttempt,
  selfExclusionMonths,
  startExclusion,
  timeOutDays,
  type ExclusionKind,
} from './exclusions-store.ts';
import { limitJurisdictionOf } from './limit-jurisdiction.ts';
import { findAccountById, lockAccount } from '../login/index.ts';
import { findProfile } from '../profile/index.ts';
import { applyRegisteredExclusion, registerSelfExclusion, requestPersonExclusionEnd } from './self-exclusion-register.ts';

const base = '/services/responsible-gambling/v1/profiles/:session/exclusion';

type ExclusionFieldCause = 'REQUIRED' | 'INVALID_FORMAT' | 'INVALID_PASSWORD';

interface ExclusionFieldError {
  field: 'kind' | 'days' | 'months' | 'password';
  cause: ExclusionFieldCause;
}

interface ExclusionAsk {
  kind: ExclusionKind;
  length: number;
  password: string;
}

const hourMs = 3_600_000;

/** The player as the register names them: their username and the name on their profile. */
async function registrant(db: Queryable, playerId: number): Promise<{ id: number; username: string; displayName: string }> {
  const account = await findAccountById(db, playerId);
  const profile = await findProfile(db, playerId);
  const displayName = [profile.first_name, profile.last_name].filter((part) => part !== null && part !== '').join(' ');
  return { id: playerId, username: account?.username ?? '', displayName };
}

/** Longer than any password the site lets a player set: answered as wrong without hashing it. */
const longestPassword = 1024;

/** The body of `POST RG/exclusion`: every field problem at once. */
function readExclusionAsk(body: unknown): { ok: true; ask: ExclusionAsk } | { ok: false; errors: ExclusionFieldError[] } {
  const source = isJsonObject(body) ? body : {};
  const errors: ExclusionFieldError[] = [];
  const kind = source.kind === 'TIME_OUT' || source.kind === 'SELF_EXCLUSION' ? source.kind : null;
  if (kind === null) errors.push({ field: 'kind', cause: source.kind === undefined || source.kind === null ? 'REQUIRED' : 'INVALID_FORMAT' });
  let length: number | null = null;
  if (kind !== null) {
    const field = kind === 'TIME_OUT' ? 'days' : 'months';
    const range = kind === 'TIME_OUT' ? timeOutDays : selfExclusionMonths;
    const value = source[field];
    if (value === undefined || value === null) errors.push({ field, cause: 'REQUIRED' });
    else if (typeof value !== 'number' || !Number.isInteger(value) || value < range.min || value > range.max) errors.push({ field, cause: 'INVALID_FORMAT' });
    else length = value;
  }
  const { password } = source;
  if (typeof password !== 'string' || password === '') errors.push({ field: 'password', cause: 'REQUIRED' });
  if (kind === null || length === null || typeof password !== 'string' || errors.length > 0) return { ok: false, errors };
  return { ok: true, ask: { kind, length, password } };
}

const sendFieldErrors = (reply: FastifyReply, fieldErrors: readonly ExclusionFieldError[]) =>
  reply.code(422).send({ errorCode: 'VALIDATION_ERROR', message: 'Some fields are not valid.', fieldErrors });

/**
 * SG-09, SG-10: a time-out or self-exclusion, confirmed with the player's password (checked as the
 * login checks it, never logged or answered), and the request to end an expired self-exclusion.
 */
export function registerExclusionRoutes(app: FastifyInstance, { db, now }: { db: Database; now: Clock }): void {
  app.get<{ Params: SessionParams }>(base, authorised, async (request, reply) => {
    const nowMs = now();
    const exclusion = await exclusionInForce(db, authorisedPlayer(request), nowMs);
    return reply.send({ exclusion: exclusion === null ? null : exclusionView(exclusion, nowMs) });
  });

  app.post<{ Params: SessionParams }>(base, authorised, async (request, reply) => {
    const playerId = authorisedPlayer(request);
    const read = readExclusionAsk(request.body);
    if (!read.ok) return sendFieldErrors(reply, read.errors);
    const { ask } = read;
    const attempt = await reservePasswordAttempt(db, playerId, now());
    if (!attempt.allowed) {
      return reply
        .code(429)
        .header('Retry-After', String(attempt.retryAfterSeconds))
        .send({ errorCode: 'TOO_MANY_ATTEMPTS', message: 'Too many wrong passwords: try again later.' });
    }
    const storedHash = await passwordHashOf(db, playerId);
    // Hashed outside any lock, in the lane of requests that are not logins, so a slow check never holds a row.
    const passwordRight =
      storedHash !== null && ask.password.length <= longestPassword && (await verifySecret(ask.password, storedHash, { lane: 'normal', bounded: true }));
    if (!passwordRight) return sendFieldErrors(reply, [{ field: 'password', cause: 'INVALID_PASSWORD' }]);
    await forgetPasswordAttempt(db, attempt.attemptId);
    const decided = await db.transaction(async (tx) => {
      // The lock every money movement takes: a deposit or round racing the time-out is decided wholly before or after it,
      // and of two racing time-outs the second sees the first.
      await heldByPlayer(tx, playerId, { lock: true });
      // A player without ledger accounts yet has nothing above to lock: their row serialises the time-outs.
      await lockAccount(tx, playerId);
      const nowMs = now();
      const current = await exclusionInForce(tx, playerId, nowMs);
      if (current !== null) return { started: false as const, view: exclusionView(current, nowMs) };
      const startedAt = new Date(nowMs);
      const started = await startExclusion(tx, { playerId, kind: ask.kind, startedAt, endsAt: exclusionEnd(ask.kind, ask.length, startedAt) });
      // A self-exclusion is the person's: written in the register, and their other accounts named.
      const otherAccounts = started.kind === 'SELF_EXCLUSION' ? await registerSelfExclusion(tx, started, await registrant(tx, playerId)) : [];
      return { started: true as const, view: exclusionView(started, nowMs), otherAccounts };
    });
    if (!decided.started) {
      return reply.code(409).send({ errorCode: 'ALREADY_EXCLUDED', message: 'A time-out or self-exclusion is already in force.', exclusion: decided.view });
    }
    // Each under its own lock, once the register holds the entry (a lock of two players at once could deadlock).
    for (const otherId of decided.otherAccounts) {
      const other = await findAccountById(db, otherId);
      if (other !== null) await applyRegisteredExclusion(db, { id: otherId, username: other.username }, 'SELF_EXCLUSION', now());
    }
    return reply.code(201).send({ exclusion: decided.view });
  });

  app.post<{ Params: SessionParams }>(`${base}/end-request`, authorised, async (request, reply) => {
    const playerId = authorisedPlayer(request);
    const { coolingOffHours } = await limitJurisdictionOf(db, playerId);
    const answer = await db.transaction(async (tx) => {
      await heldByPlayer(tx, playerId, { lock: true });
      const nowMs = now();
      const current = await exclusionInForce(tx, playerId, nowMs);
      if (current === null || current.kind !== 'SELF_EXCLUSION') return { status: 404, body: notFoundBody };
      if (current.endsAt.getTime() > nowMs) {
        return { status: 409, body: { errorCode: 'NOT_EXPIRED', message: 'The self-exclusion has not reached its end date yet.', exclusion: exclusionView(current, nowMs) } };
      }
      // Asking again keeps the first request's wait.
      if (current.endRequestedAt === null) await requestPersonExclusionEnd(tx, current, nowMs, new Date(nowMs + coolingOffHours * hourMs));
      const ending = (await exclusionInForce(tx, playerId, nowMs)) ?? current;
      return { status: 200, body: { exclusion: exclusionView(ending, nowMs) } };
    });
    return reply.code(answer.status).send(answer.body);
  });
}

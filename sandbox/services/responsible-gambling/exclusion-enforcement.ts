import type { Queryable } from '../../kernel/database/database.ts';
import { checkSession } from '../login/index.ts';
import { exclusionInForce, exclusionLiftsAt, type ExclusionKind, type StoredExclusion } from './exclusions-store.ts';
import type { LimitKey } from './limit-requests.ts';
import { limitsInForce } from './limits-store.ts';

/** The refusal of anything an excluded player may not do (docs/api.md "Time-out and self-exclusion"). */
export interface ExcludedBody {
  errorCode: 'EXCLUDED';
  message: string;
  exclusion: { kind: ExclusionKind; endsAt: string };
}

const messages: Readonly<Record<ExclusionKind, string>> = {
  TIME_OUT: 'You are taking a time-out from gambling: this is not available until it ends.',
  SELF_EXCLUSION: 'You have excluded yourself from gambling: this is not available until the exclusion ends.',
};

/**
 * SG-09: the 403 for a player who is taking a break, or null. Deposits, reversals, transfers,
 * rounds, bets and redemptions call it inside their transaction after the player's ledger accounts
 * are locked, the lock an exclusion is started under: a movement racing a time-out is decided
 * wholly before it or refused. `endsAt` is when the player is let back at the earliest: an expired
 * self-exclusion not yet asked to end keeps its own end date.
 */
export async function exclusionRefusal(db: Queryable, playerId: number, nowMs: number): Promise<ExcludedBody | null> {
  const exclusion = await exclusionInForce(db, playerId, nowMs);
  return exclusion === null ? null : excludedBody(exclusion);
}

/** The refusal's body for an exclusion in force. */
export function excludedBody(exclusion: StoredExclusion): ExcludedBody {
  return { errorCode: 'EXCLUDED', message: messages[exclusion.kind], exclusion: { kind: exclusion.kind, endsAt: exclusionLiftsAt(exclusion).toISOString() } };
}

/**
 * SG-09: an excluded player may set or lower a limit, never loosen one: a raise of a limit in force
 * or its removal (`value` null) is refused.
 */
export async function limitLooseningRefusal(db: Queryable, playerId: number, key: LimitKey, value: number | null, nowMs: number): Promise<ExcludedBody | null> {
  const refusal = await exclusionRefusal(db, playerId, nowMs);
  if (refusal === null) return null;
  const current = (await limitsInForce(db, playerId, nowMs)).find((limit) => limit.type === key.type && limit.period === key.period);
  // A new limit only tightens; removing one there is none of is the route's 404.
  if (current === undefined) return null;
  // A lower limit or the same again (which drops a pending raise) only tightens.
  return value !== null && value <= current.value ? null : refusal;
}

/** The refusal as a status and body, for services that answer `{status, body}`. */
export async function exclusionAnswer(db: Queryable, playerId: number, nowMs: number): Promise<{ status: 403; body: ExcludedBody } | null> {
  const refusal = await exclusionRefusal(db, playerId, nowMs);
  return refusal === null ? null : { status: 403, body: refusal };
}

/**
 * SG-09 at a game launch, real or practice: the refusal when the launch names the session of a
 * player taking a break (read without renewing it; an unknown session is the launch's own matter).
 */
export async function launchExclusionRefusal(db: Queryable, sessionId: string | undefined, nowMs: number): Promise<ExcludedBody | null> {
  if (sessionId === undefined || sessionId === '') return null;
  const playerId = await checkSession(db, sessionId, nowMs);
  return playerId === null ? null : exclusionRefusal(db, playerId, nowMs);
}

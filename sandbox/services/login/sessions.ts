import type { Queryable } from '../../kernel/database/database.ts';
import type { SessionLookup } from '../../kernel/http/authorised-routes.ts';
import { minutes } from '../../kernel/clock.ts';
import { hashToken, newOpaqueToken } from '../../kernel/security/tokens.ts';

export const sessionIdleLimitMs = minutes(30);

/** Starts a session and returns its id; only the id's hash is stored. */
export async function startSession(db: Queryable, playerId: number, nowMs: number): Promise<string> {
  const sessionId = newOpaqueToken();
  const now = new Date(nowMs);
  await db.query('INSERT INTO sessions (id_hash, player_id, created_at, last_seen_at) VALUES ($1, $2, $3, $3)', [
    hashToken(sessionId),
    playerId,
    now,
  ]);
  return sessionId;
}

/**
 * The player id of a live session, renewing its idle time (sessions slide), or null when the id
 * is unknown, ended, or idle for longer than the limit.
 */
export async function touchSession(db: Queryable, sessionId: string, nowMs: number): Promise<number | null> {
  const result = await db.query<{ player_id: number }>(
    `UPDATE sessions SET last_seen_at = $2
      WHERE id_hash = $1 AND ended_at IS NULL AND last_seen_at >= $3
      RETURNING player_id`,
    [hashToken(sessionId), new Date(nowMs), new Date(nowMs - sessionIdleLimitMs)],
  );
  return result.rows[0]?.player_id ?? null;
}

/**
 * The player id of a live session without renewing it (for background refresh), or null when the
 * id is unknown, ended, or idle for longer than the limit.
 */
export async function checkSession(db: Queryable, sessionId: string, nowMs: number): Promise<number | null> {
  const result = await db.query<{ player_id: number }>(
    `SELECT player_id FROM sessions
      WHERE id_hash = $1 AND ended_at IS NULL AND last_seen_at >= $2`,
    [hashToken(sessionId), new Date(nowMs - sessionIdleLimitMs)],
  );
  return result.rows[0]?.player_id ?? null;
}

/** Ends a live session; false when there was none to end. */
export async function endSession(db: Queryable, sessionId: string, nowMs: number): Promise<boolean> {
  const result = await db.query(
    `UPDATE sessions SET ended_at = $2
      WHERE id_hash = $1 AND ended_at IS NULL AND last_seen_at >= $3`,
    [hashToken(sessionId), new Date(nowMs), new Date(nowMs - sessionIdleLimitMs)],
  );
  return (result.affectedRows ?? 0) > 0;
}

/** The sessions of this database, as the authorised-routes hook looks them up. */
export function sessionLookup(db: Queryable): SessionLookup {
  return {
    renew: (sessionId, nowMs) => touchSession(db, sessionId, nowMs),
    check: (sessionId, nowMs) => checkSession(db, sessionId, nowMs),
  };
}

import type { Queryable } from '../../kernel/database/database.ts';
import type { AuthorisedSession, SessionLookup } from '../../kernel/http/authorised-routes.ts';
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

/**
 * Renews a live session of the player known by its stored hash (a game launched from it plays on):
 * false when it is ended, idle for longer than the limit, or not the player's.
 */
export async function touchSessionByHash(db: Queryable, sessionHash: string, playerId: number, nowMs: number): Promise<boolean> {
  const result = await db.query(
    `UPDATE sessions SET last_seen_at = $2
     WHERE id_hash = $1 AND player_id = $3 AND ended_at IS NULL AND last_seen_at >= $4 RETURNING 1`,
    [sessionHash, new Date(nowMs), playerId, new Date(nowMs - sessionIdleLimitMs)],
  );
  return result.rows.length > 0;
}

/**
 * Seconds the player was logged in from `from` to `nowMs`: every session's time within them, a live
 * one up to now, an ended one to its end, one left idle to its last activity.
 */
export async function secondsLoggedIn(db: Queryable, playerId: number, from: Date, nowMs: number): Promise<number> {
  const result = await db.query<{ seconds: string | null }>(
    `SELECT sum(greatest(0, extract(epoch FROM
         least($3::timestamptz, CASE WHEN ended_at IS NULL AND last_seen_at >= $4 THEN $3::timestamptz ELSE coalesce(ended_at, last_seen_at) END)
         - greatest(created_at, $2::timestamptz))))::text AS seconds
     FROM sessions WHERE player_id = $1 AND created_at < $3`,
    [playerId, from, new Date(nowMs), new Date(nowMs - sessionIdleLimitMs)],
  );
  return Number(result.rows[0]?.seconds ?? 0);
}

/** When the player's session began and when their session before it did; null when it is not theirs. */
export async function sessionStarts(db: Queryable, playerId: number, sessionId: string): Promise<{ startedAt: Date; previousLoginAt: Date | null } | null> {
  const result = await db.query<{ created_at: Date; previous_at: Date | null }>(
    `SELECT s.created_at,
            (SELECT max(p.created_at) FROM sessions p WHERE p.player_id = s.player_id AND p.created_at < s.created_at) AS previous_at
     FROM sessions s WHERE s.id_hash = $1 AND s.player_id = $2`,
    [hashToken(sessionId), playerId],
  );
  const row = result.rows[0];
  return row === undefined ? null : { startedAt: new Date(row.created_at), previousLoginAt: row.previous_at === null ? null : new Date(row.previous_at) };
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

/**
 * The sessions of this database, as the authorised-routes hook looks them up: one statement each,
 * which also answers `sessionTimeLimitSetOf(column)`, the responsible-gambling service's SQL for
 * "the player in `column` has a session-time limit" (given by the composition root, app.ts).
 */
export function sessionLookup(db: Queryable, sessionTimeLimitSetOf: (playerIdColumn: string) => string): SessionLookup {
  const limitSet = sessionTimeLimitSetOf('sessions.player_id');
  const lookUp = async (sql: string, params: unknown[]): Promise<AuthorisedSession | null> => {
    const row = (await db.query<{ player_id: number; session_time_limit_set: boolean }>(sql, params)).rows[0];
    return row === undefined ? null : { playerId: row.player_id, sessionTimeLimitSet: row.session_time_limit_set };
  };
  const oldestLive = (nowMs: number) => new Date(nowMs - sessionIdleLimitMs);
  // touchSession's and checkSession's statements, each answering the limit too.
  const renew = `UPDATE sessions SET last_seen_at = $2
      WHERE id_hash = $1 AND ended_at IS NULL AND last_seen_at >= $3
      RETURNING player_id, ${limitSet} AS session_time_limit_set`;
  const check = `SELECT player_id, ${limitSet} AS session_time_limit_set FROM sessions
      WHERE id_hash = $1 AND ended_at IS NULL AND last_seen_at >= $2`;
  return {
    renew: (sessionId, nowMs) => lookUp(renew, [hashToken(sessionId), new Date(nowMs), oldestLive(nowMs)]),
    check: (sessionId, nowMs) => lookUp(check, [hashToken(sessionId), oldestLive(nowMs)]),
  };
}

import type { Queryable } from '../../kernel/database/database.ts';
import { limitJurisdictionOf } from './limit-jurisdiction.ts';
import { minutesLoggedInToday } from './limit-usage.ts';
import { limitsInForce } from './limits-store.ts';

export const sessionTimeLimitBody = {
  errorCode: 'SESSION_TIME_LIMIT',
  message: "You have reached today's session-time limit you set. You can log in again tomorrow.",
} as const;

/**
 * SQL true when the player whose id is in `playerIdColumn` has a session-time limit (SG-13), in force
 * or waiting for its cooling-off: the session's look-up answers it in its own statement, so the
 * gate below asks more only of a player who has one (`registerSessionTimeLimit`).
 */
export const sessionTimeLimitSetOf = (playerIdColumn: string): string =>
  `EXISTS (SELECT 1 FROM player_limits WHERE player_limits.player_id = ${playerIdColumn} AND player_limits.type = 'SESSION_TIME')`;

/** SG-13: whether the player has been logged in today for at least their session-time limit. */
export async function sessionTimeReached(db: Queryable, playerId: number, nowMs: number): Promise<boolean> {
  const stored = await db.query("SELECT 1 FROM player_limits WHERE player_id = $1 AND type = 'SESSION_TIME'", [playerId]);
  if (stored.rows.length === 0) return false;
  const limit = (await limitsInForce(db, playerId, nowMs)).find((candidate) => candidate.type === 'SESSION_TIME');
  if (limit === undefined) return false;
  const { timeZone } = await limitJurisdictionOf(db, playerId);
  const { minutes } = await minutesLoggedInToday(db, playerId, nowMs, timeZone);
  return minutes >= limit.value;
}

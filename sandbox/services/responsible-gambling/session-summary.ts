import type { Queryable } from '../../kernel/database/database.ts';
import { sessionStarts } from '../login/index.ts';
import { minorUnitsOf } from '../../kernel/money.ts';
import { sumOfKinds, sumsByKind } from '../wallet/index.ts';
import { limitJurisdictionOf } from './limit-jurisdiction.ts';
import { minutesLoggedInToday } from './limit-usage.ts';
import { limitsInForce } from './limits-store.ts';

/** `GET RG/session` (docs/api.md "Session summary, reality check and session clock", SG-07, SG-08, SG-11, SG-13). */
export interface SessionSummary {
  startedAt: string;
  previousLoginAt: string | null;
  now: string;
  currency: string;
  netPosition: number;
  realityCheckMinutes: number;
  realityCheckMinutesDefault: number;
  sessionTimeEndsAt: string | null;
}

export const realityCheckRange = { min: 10, max: 240 } as const;

const fallbackRealityCheckMinutes = 60;
const playedKinds = ['bet', 'win', 'sports_bet', 'sports_win'];

/** Real money won minus staked since `from` (games and sports), in minor units; practice play never reaches the ledger. */
async function netPositionSince(db: Queryable, playerId: number, currency: string, from: Date, nowMs: number): Promise<number> {
  const [sums] = await sumsByKind(db, { playerId, currency, accountKinds: ['cash', 'bonus'] }, [{ from, to: new Date(nowMs), toIncluded: true }]);
  return minorUnitsOf(sumOfKinds(sums ?? new Map(), playedKinds), currency);
}

/** The jurisdiction's reality-check interval and the player's own choice, if any. */
export async function realityCheckMinutesOf(db: Queryable, playerId: number): Promise<{ realityCheckMinutes: number; realityCheckMinutesDefault: number }> {
  const { code } = await limitJurisdictionOf(db, playerId);
  const result = await db.query<{ jurisdiction_minutes: string | null; player_minutes: number | null }>(
    `SELECT (SELECT to_jsonb(j) ->> 'reality_check_minutes' FROM jurisdictions j WHERE j.code = $2) AS jurisdiction_minutes,
            (SELECT minutes FROM reality_check_preferences WHERE player_id = $1) AS player_minutes`,
    [playerId, code],
  );
  const row = result.rows[0];
  const jurisdictionMinutes = Number(row?.jurisdiction_minutes ?? fallbackRealityCheckMinutes);
  const realityCheckMinutesDefault = Number.isInteger(jurisdictionMinutes) && jurisdictionMinutes > 0 ? jurisdictionMinutes : fallbackRealityCheckMinutes;
  return { realityCheckMinutes: row?.player_minutes ?? realityCheckMinutesDefault, realityCheckMinutesDefault };
}

/** Stores the player's interval (10–240 minutes), or forgets it (`null`: the jurisdiction's again). */
export async function setRealityCheckMinutes(db: Queryable, playerId: number, minutes: number | null, nowMs: number): Promise<void> {
  if (minutes === null) {
    await db.query('DELETE FROM reality_check_preferences WHERE player_id = $1', [playerId]);
    return;
  }
  await db.query(
    `INSERT INTO reality_check_preferences (player_id, minutes, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (player_id) DO UPDATE SET minutes = EXCLUDED.minutes, updated_at = EXCLUDED.updated_at`,
    [playerId, minutes, new Date(nowMs)],
  );
}

/** The moment today's SESSION_TIME limit is reached if the player stays logged in; null without one. */
async function sessionTimeEndsAt(db: Queryable, playerId: number, nowMs: number): Promise<Date | null> {
  const limit = (await limitsInForce(db, playerId, nowMs)).find((candidate) => candidate.type === 'SESSION_TIME');
  if (limit === undefined) return null;
  const { timeZone } = await limitJurisdictionOf(db, playerId);
  const { minutes } = await minutesLoggedInToday(db, playerId, nowMs, timeZone);
  // Whole minutes are counted: the limit is reached once the remaining minutes have passed from now.
  return new Date(nowMs + Math.max(0, limit.value - minutes) * 60_000);
}

/** The summary of the session `sessionId` of `playerId`; null when the session is not the player's. */
export async function sessionSummary(db: Queryable, playerId: number, sessionId: string, currency: string, nowMs: number): Promise<SessionSummary | null> {
  const times = await sessionStarts(db, playerId, sessionId);
  if (times === null) return null;
  const [netPosition, realityCheck, endsAt] = [
    await netPositionSince(db, playerId, currency, times.startedAt, nowMs),
    await realityCheckMinutesOf(db, playerId),
    await sessionTimeEndsAt(db, playerId, nowMs),
  ];
  return {
    startedAt: times.startedAt.toISOString(),
    previousLoginAt: times.previousLoginAt?.toISOString() ?? null,
    now: new Date(nowMs).toISOString(),
    currency,
    netPosition,
    ...realityCheck,
    sessionTimeEndsAt: endsAt?.toISOString() ?? null,
  };
}

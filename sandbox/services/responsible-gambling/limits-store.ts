import type { Queryable } from '../../kernel/database/database.ts';
import type { LimitJurisdiction } from './limit-jurisdiction.ts';
import type { LimitPeriod } from './limit-periods.ts';
import { minutesLoggedInToday, moneyByPeriod, type MoneyByPeriod } from './limit-usage.ts';

export type MoneyLimitType = 'DEPOSIT' | 'LOSS' | 'WAGER';
export type LimitType = MoneyLimitType | 'SESSION_TIME';

export interface StoredLimit {
  type: LimitType;
  period: LimitPeriod;
  /** Minor units for a money limit, minutes for SESSION_TIME. */
  value: number;
  pending: { value: number | null; appliesAt: Date } | null;
}

interface LimitRow {
  type: LimitType;
  period: LimitPeriod;
  value: string;
  pending_value: string | null;
  pending_applies_at: Date | null;
}

/** The read of `limitsInForce`: $1 the player. Also a subquery of `movementRefusal`'s one read. */
export const limitRowsSql = 'SELECT type, period, value::text AS value, pending_value::text AS pending_value, pending_applies_at FROM player_limits WHERE player_id = $1';

/** `limitRowsSql`'s row as `json_agg` gives it (the timestamp as ISO text). */
export type LimitJson = Omit<LimitRow, 'pending_applies_at'> & { pending_applies_at: string | null };

const limitRowOf = (json: LimitJson): LimitRow => ({ ...json, pending_applies_at: json.pending_applies_at === null ? null : new Date(json.pending_applies_at) });

const typeOrder: readonly LimitType[] = ['DEPOSIT', 'LOSS', 'WAGER', 'SESSION_TIME'];
const periodOrder: readonly LimitPeriod[] = ['DAY', 'WEEK', 'MONTH'];

function storedLimit(row: LimitRow): StoredLimit {
  return {
    type: row.type,
    period: row.period,
    value: Number(row.value),
    pending: row.pending_applies_at === null ? null : { value: row.pending_value === null ? null : Number(row.pending_value), appliesAt: row.pending_applies_at },
  };
}

/** SG-03: raises and removals whose cooling-off has passed take effect (on the next read or check, no job needed). */
async function applyDueChanges(db: Queryable, playerId: number, nowMs: number): Promise<void> {
  const now = new Date(nowMs);
  await db.query('DELETE FROM player_limits WHERE player_id = $1 AND pending_applies_at <= $2 AND pending_value IS NULL', [playerId, now]);
  await db.query(
    `UPDATE player_limits SET value = pending_value, pending_value = NULL, pending_applies_at = NULL, updated_at = pending_applies_at
     WHERE player_id = $1 AND pending_applies_at <= $2`,
    [playerId, now],
  );
}

/** The player's limits in force now (due changes applied), in a stable order. */
export async function limitsInForce(db: Queryable, playerId: number, nowMs: number, alreadyRead?: readonly LimitJson[]): Promise<StoredLimit[]> {
  const read = () => db.query<LimitRow>(limitRowsSql, [playerId]);
  // `alreadyRead`: the rows as `movementRefusal` read them, under the same lock, in the same transaction.
  let result = alreadyRead === undefined ? await read() : { rows: alreadyRead.map(limitRowOf) };
  // Read first and write only when a change is due: every bet and deposit reads the limits.
  if (result.rows.some((row) => row.pending_applies_at !== null && row.pending_applies_at.getTime() <= nowMs)) {
    await applyDueChanges(db, playerId, nowMs);
    result = await read();
  }
  return result.rows
    .map(storedLimit)
    .sort((a, b) => typeOrder.indexOf(a.type) - typeOrder.indexOf(b.type) || periodOrder.indexOf(a.period) - periodOrder.indexOf(b.period));
}

export interface LimitChange {
  playerId: number;
  type: LimitType;
  period: LimitPeriod;
  currency: string | null;
  value: number;
  nowMs: number;
  coolingOffHours: number;
}

const hourMs = 3_600_000;

/**
 * SG-03: a new or lower limit (or the same) applies at once and drops any pending change; a higher
 * one waits for the cooling-off while the current limit stays (asking again restarts the wait).
 */
export async function setLimit(db: Queryable, change: LimitChange): Promise<StoredLimit> {
  const current = (await limitsInForce(db, change.playerId, change.nowMs)).find((limit) => limit.type === change.type && limit.period === change.period);
  const now = new Date(change.nowMs);
  if (current === undefined || change.value <= current.value) {
    await db.query(
      `INSERT INTO player_limits (player_id, type, period, currency, value, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (player_id, type, period) DO UPDATE SET currency = $4, value = $5, pending_value = NULL, pending_applies_at = NULL, updated_at = $6`,
      [change.playerId, change.type, change.period, change.currency, change.value, now],
    );
    return { type: change.type, period: change.period, value: change.value, pending: null };
  }
  const appliesAt = new Date(change.nowMs + change.coolingOffHours * hourMs);
  await db.query(
    'UPDATE player_limits SET pending_value = $4, pending_applies_at = $5, updated_at = $6 WHERE player_id = $1 AND type = $2 AND period = $3',
    [change.playerId, change.type, change.period, change.value, appliesAt, now],
  );
  return { ...current, pending: { value: change.value, appliesAt } };
}

/** SG-03: a removal waits for the cooling-off (asking again keeps the first wait); null when there is no limit. */
export async function removeLimit(
  db: Queryable,
  removal: Omit<LimitChange, 'value' | 'currency'>,
): Promise<StoredLimit | null> {
  const current = (await limitsInForce(db, removal.playerId, removal.nowMs)).find((limit) => limit.type === removal.type && limit.period === removal.period);
  if (current === undefined) return null;
  if (current.pending !== null && current.pending.value === null) return current;
  const appliesAt = new Date(removal.nowMs + removal.coolingOffHours * hourMs);
  await db.query(
    'UPDATE player_limits SET pending_value = NULL, pending_applies_at = $4, updated_at = $5 WHERE player_id = $1 AND type = $2 AND period = $3',
    [removal.playerId, removal.type, removal.period, appliesAt, new Date(removal.nowMs)],
  );
  return { ...current, pending: { value: null, appliesAt } };
}

/** A money limit with what the period has used of it. */
export interface MoneyLimitView {
  type: MoneyLimitType;
  period: LimitPeriod;
  amount: number;
  used: number;
  remaining: number;
  resetsAt: string;
  pending: { amount: number | null; appliesAt: string } | null;
}

export interface SessionTimeLimitView {
  type: 'SESSION_TIME';
  period: 'DAY';
  minutes: number;
  used: number;
  remaining: number;
  resetsAt: string;
  pending: { minutes: number | null; appliesAt: string } | null;
}

export type LimitView = MoneyLimitView | SessionTimeLimitView;

/** LOSS counts bets minus wins, never below zero. */
export function usedOf(type: MoneyLimitType, money: MoneyByPeriod[LimitPeriod]): number {
  if (type === 'DEPOSIT') return money.deposits;
  if (type === 'WAGER') return money.wagers;
  return Math.max(0, money.wagers - money.wins);
}

export interface LimitUsage {
  money: MoneyByPeriod;
  sessionMinutes: { minutes: number; window: { end: Date } };
}

export async function limitUsage(db: Queryable, playerId: number, currency: string, nowMs: number, jurisdiction: LimitJurisdiction): Promise<LimitUsage> {
  return {
    money: await moneyByPeriod(db, playerId, currency, nowMs, jurisdiction.timeZone),
    sessionMinutes: await minutesLoggedInToday(db, playerId, nowMs, jurisdiction.timeZone),
  };
}

export function limitView(limit: StoredLimit, usage: LimitUsage): LimitView {
  const appliesAt = limit.pending?.appliesAt.toISOString();
  if (limit.type === 'SESSION_TIME') {
    const used = usage.sessionMinutes.minutes;
    return {
      type: 'SESSION_TIME',
      period: 'DAY',
      minutes: limit.value,
      used,
      remaining: Math.max(0, limit.value - used),
      resetsAt: usage.sessionMinutes.window.end.toISOString(),
      pending: limit.pending === null || appliesAt === undefined ? null : { minutes: limit.pending.value, appliesAt },
    };
  }
  const money = usage.money[limit.period];
  const used = usedOf(limit.type, money);
  return {
    type: limit.type,
    period: limit.period,
    amount: limit.value,
    used,
    remaining: Math.max(0, limit.value - used),
    resetsAt: money.window.end.toISOString(),
    pending: limit.pending === null || appliesAt === undefined ? null : { amount: limit.pending.value, appliesAt },
  };
}


import type { Queryable } from '../../kernel/database/database.ts';
import { secondsLoggedIn } from '../login/index.ts';
import { minorUnitsOf, unitsOf } from '../../kernel/money.ts';
import { periodWindow, type LimitPeriod, type PeriodWindow } from './limit-periods.ts';

export const limitPeriods: readonly LimitPeriod[] = ['DAY', 'WEEK', 'MONTH'];

/** A period's money, in minor units of the player's currency. */
export interface PeriodMoney {
  window: PeriodWindow;
  /** Deposits and reversed withdrawals (SG-06: a reversal is money coming back in). */
  deposits: number;
  /** Stakes of game rounds and sports bets. */
  wagers: number;
  /** Wins of game rounds and sports bets. */
  wins: number;
}

export type MoneyByPeriod = Readonly<Record<LimitPeriod, PeriodMoney>>;

const depositKinds = ['deposit', 'withdrawal_reversal'];
const wagerKinds = ['bet', 'sports_bet'];
const winKinds = ['win', 'sports_win'];

/**
 * What moved through the player's playable accounts in each calendar period holding `nowMs`, read
 * from the ledger (the one record of money), so every path that moves money is counted the same.
 */
export async function moneyByPeriod(db: Queryable, playerId: number, currency: string, nowMs: number, timeZone: string): Promise<MoneyByPeriod> {
  const windows = Object.fromEntries(limitPeriods.map((period) => [period, periodWindow(period, nowMs, timeZone)])) as Record<LimitPeriod, PeriodWindow>;
  const earliest = new Date(Math.min(...limitPeriods.map((period) => windows[period].start.getTime())));
  const latest = new Date(Math.max(...limitPeriods.map((period) => windows[period].end.getTime())));
  // Up to each period's end, not to `nowMs`: a movement that committed while this one waited for the
  // accounts' lock (on a server, in another connection or process) may carry a later clock reading.
  const sums = limitPeriods.flatMap((period, index) => {
    const within = `t.created_at >= $${index + 5} AND t.created_at < $${index + 11}`;
    return [
      `coalesce(sum(e.amount) FILTER (WHERE t.kind = ANY ($3::text[]) AND ${within}), 0)::text AS deposits_${index}`,
      `coalesce(-sum(e.amount) FILTER (WHERE t.kind = ANY ($4::text[]) AND ${within}), 0)::text AS wagers_${index}`,
      `coalesce(sum(e.amount) FILTER (WHERE t.kind = ANY ($8::text[]) AND ${within}), 0)::text AS wins_${index}`,
    ];
  });
  const result = await db.query<Record<string, string>>(
    `SELECT ${sums.join(', ')}
     FROM ledger_accounts a
     JOIN ledger_entries e ON e.account_id = a.id AND e.created_at >= $9 AND e.created_at < $10
     JOIN ledger_transactions t ON t.id = e.transaction_id
     WHERE a.player_id = $1 AND a.currency = $2 AND a.kind IN ('cash', 'bonus') AND t.created_at >= $9 AND t.created_at < $10`,
    [
      playerId, currency, depositKinds, wagerKinds,
      windows.DAY.start, windows.WEEK.start, windows.MONTH.start, winKinds, earliest, latest,
      windows.DAY.end, windows.WEEK.end, windows.MONTH.end,
    ],
  );
  const row = result.rows[0] ?? {};
  const minor = (column: string): number => minorUnitsOf(unitsOf(row[column] ?? '0'), currency);
  const entries = limitPeriods.map((period, index) => [
    period,
    { window: windows[period], deposits: minor(`deposits_${index}`), wagers: minor(`wagers_${index}`), wins: minor(`wins_${index}`) },
  ]);
  return Object.fromEntries(entries) as MoneyByPeriod;
}

/**
 * Minutes the player has been logged in during the day holding `nowMs` (the jurisdiction's day):
 * every session's time within the day, a live one up to now, an ended one to its end, one left
 * idle to its last activity.
 */
export async function minutesLoggedInToday(db: Queryable, playerId: number, nowMs: number, timeZone: string): Promise<{ minutes: number; window: PeriodWindow }> {
  const window = periodWindow('DAY', nowMs, timeZone);
  return { minutes: Math.floor((await secondsLoggedIn(db, playerId, window.start, nowMs)) / 60), window };
}

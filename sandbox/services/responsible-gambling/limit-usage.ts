import type { Queryable } from '../../kernel/database/database.ts';
import { secondsLoggedIn } from '../login/index.ts';
import { minorUnitsOf, type Units } from '../../kernel/money.ts';
import { sumOfKinds, sumsByKind } from '../wallet/index.ts';
import { periodWindow, type LimitPeriod, type PeriodWindow } from './limit-periods.ts';

export const limitPeriods: readonly LimitPeriod[] = ['DAY', 'WEEK', 'MONTH'];

/** A period's money, in minor units of the player's currency. */
export interface PeriodMoney {
  window: PeriodWindow;
  /** Deposits, reversed withdrawals (SG-06: a reversal is money coming back in) and transfers received (issue 21). */
  deposits: number;
  /** Stakes of game rounds and sports bets. */
  wagers: number;
  /** Wins of game rounds and sports bets. */
  wins: number;
}

export type MoneyByPeriod = Readonly<Record<LimitPeriod, PeriodMoney>>;

const depositKinds = ['deposit', 'withdrawal_reversal', 'transfer_in'];
const wagerKinds = ['bet', 'sports_bet'];
const winKinds = ['win', 'sports_win'];

/**
 * What moved through the player's playable accounts in each calendar period holding `nowMs`, as the
 * ledger (the one record of money) has it, so every path that moves money is counted the same;
 * read from the wallet's period sums, not the period's entries. The whole period counts, not only
 * up to `nowMs`: a movement's time is taken when its request arrives, before it waits for the
 * player's lock, so one decided earlier may carry a later time than the one being decided.
 */
export async function moneyByPeriod(db: Queryable, playerId: number, currency: string, nowMs: number, timeZone: string): Promise<MoneyByPeriod> {
  const windows = limitPeriods.map((period) => periodWindow(period, nowMs, timeZone));
  const sums = await sumsByKind(
    db,
    { playerId, currency, accountKinds: ['cash', 'bonus'] },
    windows.map((window) => ({ from: window.start, to: window.end, toIncluded: false })),
  );
  const minor = (units: Units): number => minorUnitsOf(units, currency);
  const entries = limitPeriods.map((period, index) => {
    const moved = sums[index] ?? new Map<string, Units>();
    const window = windows[index] as PeriodWindow;
    return [period, { window, deposits: minor(sumOfKinds(moved, depositKinds)), wagers: minor(-sumOfKinds(moved, wagerKinds)), wins: minor(sumOfKinds(moved, winKinds)) }];
  });
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

import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../kernel/database/database.ts';
import { authorised, authorisedPlayer, type SessionParams } from '../../kernel/http/authorised-routes.ts';
import { limitJurisdictionOf, periodWindow, type PeriodWindow } from '../responsible-gambling/index.ts';
import { minorUnitsOf, type Units } from '../../kernel/money.ts';
import { sumOfKinds, sumsByKind } from '../wallet/index.ts';
import { sendFieldErrors } from './money-request.ts';
import type { QueryString } from './payment-queries.ts';
import { paymentPlayer } from './payment-players.ts';

/** One calendar month of the statement (docs/api.md "Monthly statement", SG-11); minor units. */
export interface StatementMonth {
  /** `2026-11`: the month in the jurisdiction's calendar. */
  month: string;
  deposits: number;
  withdrawals: number;
  netPosition: number;
}

export interface MonthlyStatement {
  currency: string;
  months: StatementMonth[];
}

const defaultMonths = 12;
const maxMonths = 24;

/** `months`: a whole number 1–24, 12 when absent. */
export function readStatementMonths(query: QueryString): number | null {
  const text = query.months;
  if (text === undefined || text === '') return defaultMonths;
  if (typeof text !== 'string' || !/^\d{1,2}$/.test(text)) return null;
  const months = Number(text);
  return months >= 1 && months <= maxMonths ? months : null;
}

/** The `count` calendar months of the zone from the one holding `nowMs` back, newest first. */
export function monthWindows(nowMs: number, count: number, timeZone: string): PeriodWindow[] {
  const windows: PeriodWindow[] = [periodWindow('MONTH', nowMs, timeZone)];
  while (windows.length < count) {
    const newest = windows[windows.length - 1];
    if (newest === undefined) break;
    windows.push(periodWindow('MONTH', newest.start.getTime() - 1, timeZone));
  }
  return windows;
}

const monthFormatters = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM` of an instant in the zone. */
export function monthLabel(instant: Date, timeZone: string): string {
  let formatter = monthFormatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit' });
    monthFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year ?? ''}-${parts.month ?? ''}`;
}

const depositKinds = ['deposit', 'withdrawal_reversal'];
const withdrawalKinds = ['withdrawal', 'withdrawal_rejection'];
const playedKinds = ['bet', 'win', 'sports_bet', 'sports_win'];

/**
 * Sums per month of the ledger's movements of the player's own money (a pending withdrawal is no
 * longer theirs, as in the history), from the wallet's period sums. A reversal counts as money in,
 * as the deposit limits count it (SG-06); a reversed withdrawal therefore stays a withdrawal, while
 * a rejected one is taken back.
 */
export async function monthlyStatement(db: Queryable, playerId: number, nowMs: number, count: number): Promise<MonthlyStatement> {
  const player = await paymentPlayer(db, playerId);
  const { timeZone } = await limitJurisdictionOf(db, playerId);
  const windows = monthWindows(nowMs, count, timeZone);
  const sums = await sumsByKind(
    db,
    { playerId, currency: player.currency, accountKinds: ['cash', 'bonus', 'locked', 'non_playable_bonus'] },
    windows.map((window) => ({ from: window.start, to: window.end, toIncluded: false })),
  );
  const minor = (units: Units): number => minorUnitsOf(units, player.currency);
  return {
    currency: player.currency,
    months: windows.map((window, index) => {
      const moved = sums[index] ?? new Map<string, Units>();
      return {
        month: monthLabel(window.start, timeZone),
        deposits: minor(sumOfKinds(moved, depositKinds)),
        withdrawals: minor(-sumOfKinds(moved, withdrawalKinds)),
        netPosition: minor(sumOfKinds(moved, playedKinds)),
      };
    }),
  };
}

/** `GET …/statement?months=12` (SG-11). */
export function registerMonthlyStatement(app: FastifyInstance, payment: string, { db, now }: { db: Queryable; now: () => number }): void {
  app.get<{ Params: SessionParams; Querystring: QueryString }>(`${payment}/statement`, authorised, async (request, reply) => {
    const months = readStatementMonths(request.query);
    if (months === null) return sendFieldErrors(reply, [{ field: 'months', cause: 'INVALID_FORMAT' }]);
    return reply.send(await monthlyStatement(db, authorisedPlayer(request), now(), months));
  });
}

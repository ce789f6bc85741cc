import type { Queryable } from '../../kernel/database/database.ts';
import { unitsOf, type Units } from '../../kernel/money.ts';
import type { PlayerAccountKind } from './ledger.ts';

/** A stretch of time whose movements are summed: from `from` (included) to `to`, included or not. */
export interface SumWindow {
  readonly from: Date;
  readonly to: Date;
  readonly toIncluded: boolean;
}

/** Where one piece of a window is read: the hourly or daily sums, or the entries themselves. */
export interface WindowPiece {
  readonly source: 'hour' | 'day' | 'entries';
  readonly from: number;
  readonly to: number;
  readonly toIncluded: boolean;
}

const hourMs = 3_600_000;
const dayMs = 86_400_000;
const floorTo = (ms: number, unit: number) => Math.floor(ms / unit) * unit;
const ceilTo = (ms: number, unit: number) => Math.ceil(ms / unit) * unit;

/**
 * A window cut into whole UTC days, whole UTC hours around them, and the part-hours at both ends,
 * read from the entries (empty when the window starts on the hour, as every whole-hour zone's
 * midnight does). The pieces cover the window exactly, each instant once.
 */
export function piecesOf(window: SumWindow): WindowPiece[] {
  const from = window.from.getTime();
  const to = window.to.getTime();
  const firstHour = ceilTo(from, hourMs);
  const lastHour = floorTo(to, hourMs);
  if (firstHour >= lastHour) return [{ source: 'entries', from, to, toIncluded: window.toIncluded }];
  const pieces: WindowPiece[] = [];
  const add = (source: WindowPiece['source'], start: number, end: number, toIncluded = false) => {
    if (start < end || (toIncluded && start === end)) pieces.push({ source, from: start, to: end, toIncluded });
  };
  add('entries', from, firstHour);
  const firstDay = ceilTo(firstHour, dayMs);
  const lastDay = floorTo(lastHour, dayMs);
  if (firstDay < lastDay) {
    add('hour', firstHour, firstDay);
    add('day', firstDay, lastDay);
    add('hour', lastDay, lastHour);
  } else {
    add('hour', firstHour, lastHour);
  }
  add('entries', lastHour, to, window.toIncluded);
  return pieces;
}

/** Which of a player's accounts to sum: the player's accounts of these kinds in the currency. */
export interface SumScope {
  readonly playerId: number;
  readonly currency: string;
  readonly accountKinds: readonly PlayerAccountKind[];
}

/** Per transaction kind, what moved into (positive) or out of (negative) the scope's accounts. */
export type SumsByKind = ReadonlyMap<string, Units>;

const sumsOfPieces = `
  WITH accounts AS (
    SELECT id FROM ledger_accounts WHERE player_id = $1 AND currency = $2 AND kind = ANY ($3::text[])
  ), pieces AS (
    SELECT * FROM unnest($4::integer[], $5::text[], $6::timestamptz[], $7::timestamptz[], $8::boolean[])
      AS piece (window_index, source, from_at, to_at, to_included)
  )
  SELECT piece.window_index, s.kind, sum(s.amount)::text AS amount
  FROM pieces piece CROSS JOIN accounts a
  CROSS JOIN LATERAL (
    SELECT p.kind, p.amount FROM ledger_period_sums p
    WHERE piece.source <> 'entries' AND p.account_id = a.id AND p.span = piece.source
      AND p.period_start >= piece.from_at AND p.period_start < piece.to_at
    UNION ALL
    SELECT t.kind, e.amount FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
    WHERE piece.source = 'entries' AND e.account_id = a.id AND e.created_at >= piece.from_at AND e.created_at <= piece.to_at
      AND (e.created_at < piece.to_at OR piece.to_included)
  ) s
  GROUP BY piece.window_index, s.kind`;

/**
 * For each window, what moved through the scope's accounts per transaction kind: the entries' sums,
 * read from the period sums kept with them (migration 180) and the entries of the part-hours only.
 */
export async function sumsByKind(db: Queryable, scope: SumScope, windows: readonly SumWindow[]): Promise<SumsByKind[]> {
  const pieces = windows.flatMap((window, index) => piecesOf(window).map((piece) => ({ index, ...piece })));
  const result = await db.query<{ window_index: number; kind: string; amount: string }>(sumsOfPieces, [
    scope.playerId,
    scope.currency,
    scope.accountKinds,
    pieces.map((piece) => piece.index),
    pieces.map((piece) => piece.source),
    pieces.map((piece) => new Date(piece.from)),
    pieces.map((piece) => new Date(piece.to)),
    pieces.map((piece) => piece.toIncluded),
  ]);
  const sums = windows.map(() => new Map<string, Units>());
  for (const row of result.rows) sums[row.window_index]?.set(row.kind, unitsOf(row.amount));
  return sums;
}

/** The sum of a window's movements of these kinds. */
export const sumOfKinds = (sums: SumsByKind, kinds: readonly string[]): Units => kinds.reduce((total, kind) => total + (sums.get(kind) ?? 0n), 0n);

/** A bucket of the period sums that is not the sum of its entries. */
export interface PeriodSumMismatch {
  readonly accountId: number;
  readonly span: string;
  readonly periodStart: Date;
  readonly kind: string;
  readonly amount: string | null;
  readonly entriesAmount: string | null;
}

/** The check behind the period sums (docs/decisions.md, issue 20): there must be none. */
export async function periodSumMismatches(db: Queryable): Promise<PeriodSumMismatch[]> {
  const result = await db.query<{ account_id: number; span: string; period_start: Date; kind: string; amount: string | null; entries_amount: string | null }>(
    `SELECT account_id, span, period_start, kind, amount::text AS amount, entries_amount::text AS entries_amount
     FROM ledger_period_sum_mismatches() ORDER BY account_id, span, period_start, kind`,
  );
  return result.rows.map((row) => ({
    accountId: row.account_id,
    span: row.span,
    periodStart: row.period_start,
    kind: row.kind,
    amount: row.amount,
    entriesAmount: row.entries_amount,
  }));
}

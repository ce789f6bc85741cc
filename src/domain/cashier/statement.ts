import type { Money } from '../wallet';

/** One calendar month of the statement (SG-11), in the player's jurisdiction's calendar. */
export interface StatementMonth {
  /** `YYYY-MM`. */
  readonly month: string;
  /** Completed deposits and reversed withdrawals. */
  readonly deposits: Money;
  /** Withdrawals asked for, less those the operator rejected. */
  readonly withdrawals: Money;
  /** Real-money wins minus stakes. */
  readonly netPosition: Money;
}

/** Newest month first. */
export interface MonthlyStatement {
  readonly months: readonly StatementMonth[];
}

/** How many months the history page shows. */
export const STATEMENT_MONTHS = 12;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `2026-11` as a year and a month (1–12), or null when it is not one. */
export const parseStatementMonth = (text: string): { readonly year: number; readonly month: number } | null => {
  const match = MONTH.exec(text);
  return match === null ? null : { year: Number(match[1]), month: Number(match[2]) };
};

import { currencyDecimals } from '../../kernel/money.ts';

export type MoneyOperation = 'deposit' | 'withdrawal' | 'transfer';

/** Each operation's bounds in euro cents (docs/api.md, "Money"): deposits 10.00–10,000.00, withdrawals 10.00–5,000.00, transfers 1.00–1,000.00. */
const boundsInCents: Readonly<Record<MoneyOperation, { min: number; max: number }>> = {
  deposit: { min: 1_000, max: 1_000_000 },
  withdrawal: { min: 1_000, max: 500_000 },
  transfer: { min: 100, max: 100_000 },
};

/**
 * Minor units of the currency worth one euro cent, roughly: the same figures for every 2-decimal
 * currency, 1 yen a cent (10.00 EUR ~ 1,000 JPY), 50 satoshi a cent (10.00 EUR ~ 0.0005 BTC).
 */
function minorPerCent(currency: string): number {
  const decimals = currencyDecimals(currency);
  if (decimals === 8 || decimals === 5) return 50;
  return 1;
}

export interface AmountBounds {
  readonly min: number;
  readonly max: number;
}

/** The smallest and largest amount (minor units of `currency`) of one operation. */
export function boundsOf(operation: MoneyOperation, currency: string): AmountBounds {
  const { min, max } = boundsInCents[operation];
  const factor = minorPerCent(currency);
  return { min: min * factor, max: max * factor };
}

/** A method group's own bounds, given in euro cents (NULL: none), in minor units of `currency`. */
export function scaledBounds(minCents: number | null, maxCents: number | null, currency: string): { min: number | null; max: number | null } {
  const factor = minorPerCent(currency);
  return { min: minCents === null ? null : minCents * factor, max: maxCents === null ? null : maxCents * factor };
}

import { currencyDecimals } from '../../kernel/money.ts';

/** A whole number of minor units as the wire carries it; null for anything else (floats, strings, NaN, ≤ 0). */
export function positiveMinorUnits(value: unknown): bigint | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? BigInt(value) : null;
}

/**
 * Stakes of 0.50–500.00 in two-decimal currencies; a hundred times the units in currencies without
 * decimals (50–50,000 JPY), and 0.000025–0.025 in the crypto currencies (as the deposit limits scale).
 */
export function stakeLimits(currency: string): { min: bigint; max: bigint } {
  const decimals = currencyDecimals(currency);
  if (decimals === 0) return { min: 50n, max: 50_000n };
  if (decimals >= 5) {
    const scale = 10n ** BigInt(decimals - 5);
    return { min: 2n * scale, max: 2_500n * scale };
  }
  return { min: 50n, max: 50_000n };
}

/** The potential win of a stake at decimal odds ("2.10"), rounded down to the minor unit. */
export function winAt(stake: bigint, odds: string): bigint {
  const [whole = '0', fraction = ''] = odds.split('.');
  const hundredths = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return (stake * hundredths) / 100n;
}

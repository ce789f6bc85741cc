import { currencyDecimals, unitsOfMinor, type Units } from '../../kernel/money.ts';
import type { TableLimits } from './roulette.ts';

/** The stakes a game offers, in the currency's minor units: pennies for cents, satoshis for bitcoin. */
function stakeSteps(currency: string): readonly number[] {
  switch (currencyDecimals(currency)) {
    case 8:
      return [10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000];
    case 5:
      return [100, 200, 500, 1_000, 2_000, 5_000, 10_000];
    default:
      return [10, 20, 50, 100, 200, 500, 1_000];
  }
}

/** The stakes the stake picker offers, smallest first; a round with any other stake is refused. */
export function stakesFor(currency: string): Units[] {
  return stakeSteps(currency).map((minor) => unitsOfMinor(minor, currency));
}

/** The play money a practice launch starts with: a hundred of the largest stake. */
export function practiceStartingBalance(currency: string): Units {
  return (stakesFor(currency).at(-1) ?? 0n) * 100n;
}

/**
 * The roulette table's chips and limits (RLT-06), from the game's stakes: chips of 1, 5, 10, 50 and
 * 250 times the lowest stake (€0.10, €0.50, €1, €5, €25), at most ten times the highest stake on
 * one bet (€100) and fifty times on one spin (€500).
 */
export function tableLimitsFor(currency: string): TableLimits {
  const stakes = stakesFor(currency);
  const lowest = stakes[0] ?? 0n;
  const highest = stakes.at(-1) ?? 0n;
  return { chips: [1n, 5n, 10n, 50n, 250n].map((times) => lowest * times), minChip: lowest, maxPerBet: highest * 10n, maxPerSpin: highest * 50n };
}

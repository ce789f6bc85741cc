import { unitsOfMinor, type Units } from '../../kernel/money.ts';
import { stakeStepsMinor } from '../content/index.ts';
import type { TableLimits } from './roulette.ts';

/** The stakes the stake picker offers, smallest first; a round with any other stake is refused. */
export function stakesFor(currency: string): Units[] {
  return stakeStepsMinor(currency).map((minor) => unitsOfMinor(minor, currency));
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

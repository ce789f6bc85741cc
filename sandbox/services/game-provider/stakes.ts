import { unitsOfMinor, type Units } from '../../kernel/money.ts';
import { stakeStepsMinor } from '../content/index.ts';

/** The stakes the stake picker offers, smallest first; a round with any other stake is refused. */
export function stakesFor(currency: string): Units[] {
  return stakeStepsMinor(currency).map((minor) => unitsOfMinor(minor, currency));
}

/** The play money a practice launch starts with: a hundred of the largest stake. */
export function practiceStartingBalance(currency: string): Units {
  return (stakesFor(currency).at(-1) ?? 0n) * 100n;
}

import { isJsonObject } from '../../kernel/http/validation.ts';
import type { RandomInt } from './random.ts';

/** A European wheel: 0 to 36. */
const redNumbers = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type RouletteBet =
  | { readonly kind: 'straight'; readonly number: number }
  | { readonly kind: 'red' | 'black' | 'odd' | 'even' };

export type Colour = 'red' | 'black' | 'green';

export interface RouletteOutcome {
  game: 'roulette';
  number: number;
  colour: Colour;
  bet: RouletteBet;
}

export function colourOf(number: number): Colour {
  if (number === 0) return 'green';
  return redNumbers.has(number) ? 'red' : 'black';
}

/** The bet a round's body names; null for anything else. */
export function parseRouletteBet(value: unknown): RouletteBet | null {
  if (!isJsonObject(value)) return null;
  const { kind } = value;
  if (kind === 'red' || kind === 'black' || kind === 'odd' || kind === 'even') return { kind };
  if (kind === 'straight' && Number.isInteger(value.number) && (value.number as number) >= 0 && (value.number as number) <= 36) {
    return { kind, number: value.number as number };
  }
  return null;
}

export function spinRoulette(random: RandomInt, bet: RouletteBet): RouletteOutcome {
  const number = random(37);
  return { game: 'roulette', number, colour: colourOf(number), bet };
}

/** What comes back for the stake: 36 times on a straight number, twice on an even-money bet, nothing on zero. */
export function rouletteWin(outcome: RouletteOutcome, stake: bigint): bigint {
  const { bet, number } = outcome;
  switch (bet.kind) {
    case 'straight':
      return bet.number === number ? stake * 36n : 0n;
    case 'red':
    case 'black':
      return outcome.colour === bet.kind ? stake * 2n : 0n;
    case 'odd':
      return number !== 0 && number % 2 === 1 ? stake * 2n : 0n;
    case 'even':
      return number !== 0 && number % 2 === 0 ? stake * 2n : 0n;
  }
}

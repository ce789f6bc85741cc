import { randomInt } from 'node:crypto';
import { seededRandom } from '../../kernel/seeded-random.ts';

/** A fair whole number in [0, maxExclusive): every result of a round is drawn from this, on the server. */
export type RandomInt = (maxExclusive: number) => number;

export const cryptoRandomInt: RandomInt = (maxExclusive) => randomInt(maxExclusive);

/** The same draws on every run, for tests whose outcome must not hang on luck. */
export const seededRandomInt = (seed: number): RandomInt => {
  const next = seededRandom(seed);
  return (maxExclusive) => Math.floor(next() * maxExclusive);
};

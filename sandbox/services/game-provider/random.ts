import { randomInt } from 'node:crypto';

/** A fair whole number in [0, maxExclusive): every result of a round is drawn from this, on the server. */
export type RandomInt = (maxExclusive: number) => number;

export const cryptoRandomInt: RandomInt = (maxExclusive) => randomInt(maxExclusive);

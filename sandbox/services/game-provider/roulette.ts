import { isJsonObject } from '../../kernel/http/validation.ts';
import { decimalOf, majorOf, unitsOfNumber, type Units } from '../../kernel/money.ts';
import type { RandomInt } from './random.ts';

/**
 * A European table (docs/roulette-rules.md): a wheel of 0 to 36 and the bets of its layout. Every
 * bet a round may carry is one of `tableSpots()`, found by its kind and the numbers it covers; a
 * bet is refused unless it is one of them (RLT-02).
 */
const redNumbers = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type InsideKind = 'straight' | 'split' | 'street' | 'corner' | 'line';
export type OutsideKind = 'dozen' | 'column' | 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';
export type BetKind = InsideKind | OutsideKind;
export const betKinds: readonly BetKind[] = ['straight', 'split', 'street', 'corner', 'line', 'dozen', 'column', 'red', 'black', 'odd', 'even', 'low', 'high'];

export type Colour = 'red' | 'black' | 'green';

/** RLT-03: what a winning bet pays, to one (the stake comes back besides). */
export const payoutOf: Readonly<Record<BetKind, number>> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  line: 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

/**
 * One place on the table a chip can go. `numbers` are the numbers it covers, smallest first;
 * `index` names a dozen or a column (1 to 3). `a` and `b` place it on the layout (RLT-01): `a` along
 * the twelve streets (0 to 12: a street's middle is s + 0.5, the border after it s + 1; 0 is the
 * border with the zero), `b` across the three lanes (lane 0 holds 1, 4 … 34; 0 to 3 likewise).
 */
export interface TableSpot {
  readonly kind: BetKind;
  readonly numbers: readonly number[];
  readonly index?: number;
  readonly a?: number;
  readonly b?: number;
}

export function colourOf(number: number): Colour {
  if (number === 0) return 'green';
  return redNumbers.has(number) ? 'red' : 'black';
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, index) => from + index);
/** The lane (0 to 2) and street (0 to 11) of a number from 1 to 36. */
const laneOf = (number: number): number => (number - 1) % 3;
const streetOf = (number: number): number => Math.floor((number - 1) / 3);

function buildSpots(): TableSpot[] {
  const spots: TableSpot[] = [{ kind: 'straight', numbers: [0] }];
  for (const n of range(1, 36)) spots.push({ kind: 'straight', numbers: [n], a: streetOf(n) + 0.5, b: laneOf(n) + 0.5 });
  // Splits with the zero on its border, then every two numbers side by side across a lane or along a street.
  for (const n of [1, 2, 3]) spots.push({ kind: 'split', numbers: [0, n], a: 0, b: laneOf(n) + 0.5 });
  for (const n of range(1, 36)) {
    if (laneOf(n) < 2) spots.push({ kind: 'split', numbers: [n, n + 1], a: streetOf(n) + 0.5, b: laneOf(n) + 1 });
    if (n + 3 <= 36) spots.push({ kind: 'split', numbers: [n, n + 3], a: streetOf(n) + 1, b: laneOf(n) + 0.5 });
  }
  // Streets on the border by the dozens; the zero's two trios (0-1-2, 0-2-3) pay as streets.
  spots.push({ kind: 'street', numbers: [0, 1, 2], a: 0, b: 1 }, { kind: 'street', numbers: [0, 2, 3], a: 0, b: 2 });
  for (const s of range(0, 11)) spots.push({ kind: 'street', numbers: range(3 * s + 1, 3 * s + 3), a: s + 0.5, b: 0 });
  // Corners where four numbers meet; the first four (0-1-2-3) pays as a corner.
  spots.push({ kind: 'corner', numbers: [0, 1, 2, 3], a: 0, b: 0 });
  for (const n of range(1, 32)) {
    if (laneOf(n) < 2) spots.push({ kind: 'corner', numbers: [n, n + 1, n + 3, n + 4], a: streetOf(n) + 1, b: laneOf(n) + 1 });
  }
  // Lines (six numbers): two streets side by side, on the border by the dozens.
  for (const s of range(0, 10)) spots.push({ kind: 'line', numbers: range(3 * s + 1, 3 * s + 6), a: s + 1, b: 0 });
  for (const index of [1, 2, 3]) spots.push({ kind: 'dozen', index, numbers: range(12 * (index - 1) + 1, 12 * index) });
  for (const index of [1, 2, 3]) spots.push({ kind: 'column', index, numbers: range(1, 36).filter((n) => laneOf(n) === index - 1) });
  const all = range(1, 36);
  spots.push(
    { kind: 'low', numbers: range(1, 18) },
    { kind: 'even', numbers: all.filter((n) => n % 2 === 0) },
    { kind: 'red', numbers: all.filter((n) => colourOf(n) === 'red') },
    { kind: 'black', numbers: all.filter((n) => colourOf(n) === 'black') },
    { kind: 'odd', numbers: all.filter((n) => n % 2 === 1) },
    { kind: 'high', numbers: range(19, 36) },
  );
  return spots;
}

const spots: readonly TableSpot[] = buildSpots();

/** A spot's key, as the page and the round's details name it: `split:17-20`, `dozen:2`, `red`. */
export function spotKey(spot: Pick<TableSpot, 'kind' | 'numbers' | 'index'>): string {
  if (spot.kind === 'dozen' || spot.kind === 'column') return `${spot.kind}:${spot.index ?? 0}`;
  if (spot.kind === 'red' || spot.kind === 'black' || spot.kind === 'odd' || spot.kind === 'even' || spot.kind === 'low' || spot.kind === 'high') return spot.kind;
  return `${spot.kind}:${spot.numbers.join('-')}`;
}

const spotsByKey = new Map(spots.map((spot) => [spotKey(spot), spot]));

/** Every bet the table takes: 37 straights, 60 splits, 14 streets, 23 corners, 11 lines, the dozens, columns and even-money bets. */
export function tableSpots(): readonly TableSpot[] {
  return spots;
}

/** The table's spot a bet names (its kind and its numbers in any order, or its dozen or column); null when the table has none such. */
export function findSpot(kind: unknown, numbers: unknown, index: unknown): TableSpot | null {
  if (typeof kind !== 'string' || !(betKinds as readonly string[]).includes(kind)) return null;
  const betKind = kind as BetKind;
  if (betKind === 'dozen' || betKind === 'column') {
    return Number.isInteger(index) ? (spotsByKey.get(`${betKind}:${index as number}`) ?? null) : null;
  }
  if (betKind === 'straight' || betKind === 'split' || betKind === 'street' || betKind === 'corner' || betKind === 'line') {
    if (!Array.isArray(numbers) || numbers.length > 6 || !numbers.every((n) => Number.isInteger(n))) return null;
    const sorted = [...(numbers as number[])].sort((x, y) => x - y);
    if (new Set(sorted).size !== sorted.length) return null;
    return spotsByKey.get(`${betKind}:${sorted.join('-')}`) ?? null;
  }
  return spotsByKey.get(betKind) ?? null;
}

/** True when the ball on `number` wins the spot. The zero is covered by no outside bet (RLT-04). */
export const covers = (spot: TableSpot, number: number): boolean => spot.numbers.includes(number);

/** A bet of a round: a spot and the chips on it (units of the launch's currency). */
export interface PlacedBet {
  readonly spot: TableSpot;
  readonly stake: Units;
}

/** What a bet returns when the ball lands on `number`: the stake and its payout when covered, nothing otherwise (RLT-03). */
export function betReturn(bet: PlacedBet, number: number): Units {
  return covers(bet.spot, number) ? bet.stake * BigInt(payoutOf[bet.spot.kind] + 1) : 0n;
}

/** A bet as the round's details and answer show it. */
export interface SettledBet {
  kind: BetKind;
  numbers?: number[];
  index?: number;
  stake: number;
  payout: number;
  win: number;
}

export interface RouletteOutcome {
  game: 'roulette';
  number: number;
  colour: Colour;
  /** Each bet of the round, with its stake and what it won (RLT-05). */
  bets: SettledBet[];
}

const wireSpot = (spot: TableSpot): { kind: BetKind; numbers?: number[]; index?: number } => {
  if (spot.kind === 'dozen' || spot.kind === 'column') return { kind: spot.kind, index: spot.index ?? 0 };
  if (spot.kind === 'straight' || spot.kind === 'split' || spot.kind === 'street' || spot.kind === 'corner' || spot.kind === 'line') {
    return { kind: spot.kind, numbers: [...spot.numbers] };
  }
  return { kind: spot.kind };
};

/** The bets as stored with the round for its idempotency check (exact decimals, the table's order). */
export function storedBets(bets: readonly PlacedBet[]): unknown[] {
  return bets.map((bet) => ({ ...wireSpot(bet.spot), stake: decimalOf(bet.stake) }));
}

export function spinRoulette(random: RandomInt, bets: readonly PlacedBet[]): { outcome: RouletteOutcome; win: Units } {
  const number = random(37);
  let win = 0n;
  const settled = bets.map((bet): SettledBet => {
    const returned = betReturn(bet, number);
    win += returned;
    return { ...wireSpot(bet.spot), stake: majorOf(bet.stake), payout: payoutOf[bet.spot.kind], win: majorOf(returned) };
  });
  return { outcome: { game: 'roulette', number, colour: colourOf(number), bets: settled }, win };
}

/** The table's limits in a currency (RLT-06): every bet a whole number of the smallest chip, at most `maxPerBet`; a spin at most `maxPerSpin`. */
export interface TableLimits {
  chips: readonly Units[];
  minChip: Units;
  maxPerBet: Units;
  maxPerSpin: Units;
}

export type BetsReading =
  | { readonly kind: 'bets'; readonly bets: PlacedBet[]; readonly total: Units }
  | { readonly kind: 'invalid'; readonly field: string; readonly cause: 'REQUIRED' | 'INVALID_FORMAT' | 'NOT_ON_THE_TABLE' | 'DUPLICATE' | 'TOO_MANY' }
  | { readonly kind: 'over-limit'; readonly limit: 'PER_BET' | 'PER_SPIN'; readonly max: Units; readonly field: string };

/**
 * A round's bets from its body: `bets: [{kind, numbers?, index?, stake}]`, or the older one bet
 * `bet: {kind, number?}` with the round's `stake`. Each bet must be a spot of the table (RLT-02),
 * once, with a stake of whole smallest chips up to the bet's maximum, and all of them together up
 * to the spin's (RLT-06). Read in the order sent; stored and answered in the table's order.
 */
export function readRouletteBets(body: Record<string, unknown>, limits: TableLimits): BetsReading {
  let entries: unknown[];
  if (body.bets !== undefined) {
    if (!Array.isArray(body.bets)) return { kind: 'invalid', field: 'bets', cause: 'INVALID_FORMAT' };
    if (body.bets.length === 0) return { kind: 'invalid', field: 'bets', cause: 'REQUIRED' };
    if (body.bets.length > spots.length) return { kind: 'invalid', field: 'bets', cause: 'TOO_MANY' };
    entries = body.bets;
  } else if (body.bet !== undefined) {
    if (!isJsonObject(body.bet)) return { kind: 'invalid', field: 'bet', cause: 'INVALID_FORMAT' };
    const { kind, number } = body.bet;
    entries = [{ ...body.bet, ...(kind === 'straight' && number !== undefined ? { numbers: [number] } : {}), stake: body.stake }];
  } else {
    return { kind: 'invalid', field: 'bets', cause: 'REQUIRED' };
  }
  const legacy = body.bets === undefined;
  const seen = new Set<string>();
  const bets: PlacedBet[] = [];
  let total = 0n;
  for (const [position, entry] of entries.entries()) {
    const field = legacy ? 'bet' : `bets[${position}]`;
    if (!isJsonObject(entry)) return { kind: 'invalid', field, cause: 'INVALID_FORMAT' };
    const spot = findSpot(entry.kind, entry.numbers, entry.index);
    if (spot === null) return { kind: 'invalid', field, cause: 'NOT_ON_THE_TABLE' };
    const key = spotKey(spot);
    if (seen.has(key)) return { kind: 'invalid', field, cause: 'DUPLICATE' };
    seen.add(key);
    const stakeField = legacy ? 'stake' : `${field}.stake`;
    const stake = typeof entry.stake === 'number' ? unitsOfNumber(entry.stake) : null;
    if (stake === null || stake <= 0n || stake % limits.minChip !== 0n) return { kind: 'invalid', field: stakeField, cause: 'INVALID_FORMAT' };
    if (stake > limits.maxPerBet) return { kind: 'over-limit', limit: 'PER_BET', max: limits.maxPerBet, field: stakeField };
    total += stake;
    bets.push({ spot, stake });
  }
  if (total > limits.maxPerSpin) return { kind: 'over-limit', limit: 'PER_SPIN', max: limits.maxPerSpin, field: 'bets' };
  const order = new Map(spots.map((spot, index) => [spot, index]));
  bets.sort((x, y) => (order.get(x.spot) ?? 0) - (order.get(y.spot) ?? 0));
  return { kind: 'bets', bets, total };
}

// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unitsOfNumber } from '../../kernel/money.ts';
import { gameStrings } from './game-strings.ts';
import { betReturn, colourOf, findSpot, payoutOf, readRouletteBets, spinRoulette, spotKey, tableSpots, type BetKind, type TableSpot } from './roulette.ts';
import { spotName } from './roulette-page.ts';
import { tableLimitsFor } from './stakes.ts';

const euro = (amount: number) => unitsOfNumber(amount) ?? 0n;
const limits = tableLimitsFor('EUR');
const spots = tableSpots();
const ofKind = (kind: BetKind) => spots.filter((spot) => spot.kind === kind);
const at = (numbers: number[]) => () => numbers.shift() ?? 0;

describe('the European table (RLT-01, RLT-02)', () => {
  it('has every bet of the layout, and only those: 37 straights, 60 splits, 14 streets, 23 corners, 11 lines, 3 dozens, 3 columns, 6 even-money bets', () => {
    expect(ofKind('straight').map((spot) => spot.numbers[0])).toEqual(Array.from({ length: 37 }, (_, n) => n));
    expect(ofKind('split')).toHaveLength(60);
    expect(ofKind('street')).toHaveLength(14);
    expect(ofKind('corner')).toHaveLength(23);
    expect(ofKind('line')).toHaveLength(11);
    expect(ofKind('dozen').map((spot) => spot.numbers)).toEqual([1, 2, 3].map((d) => Array.from({ length: 12 }, (_, i) => 12 * (d - 1) + i + 1)));
    expect(ofKind('column').map((spot) => spot.numbers[0])).toEqual([1, 2, 3]);
    expect(ofKind('column')[2]?.numbers).toEqual([3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36]);
    expect(new Set(spots.map(spotKey)).size).toBe(spots.length);
  });

  it('colours the numbers as a real wheel: 18 red, 18 black, the zero green', () => {
    const numbers = Array.from({ length: 37 }, (_, n) => n);
    expect(numbers.filter((n) => colourOf(n) === 'red')).toEqual([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
    expect(numbers.filter((n) => colourOf(n) === 'black')).toHaveLength(18);
    expect(colourOf(0)).toBe('green');
  });

  it('takes a split of two neighbours only (across a street or along a row, or the zero with 1, 2 or 3), in any order', () => {
    expect(findSpot('split', [20, 17], undefined)?.numbers).toEqual([17, 20]);
    expect(findSpot('split', [17, 18], undefined)).not.toBeNull();
    expect(findSpot('split', [0, 3], undefined)).not.toBeNull();
    // 18 and 19 are side by side in the count but not on the table; 17 and 19 are two apart.
    for (const pair of [[18, 19], [17, 19], [0, 4], [34, 37], [17, 17], [3, 4]]) expect(findSpot('split', pair, undefined)).toBeNull();
  });

  it('takes streets, corners and lines only where they are on the layout', () => {
    expect(findSpot('street', [13, 14, 15], undefined)).not.toBeNull();
    expect(findSpot('street', [0, 2, 3], undefined)).not.toBeNull();
    expect(findSpot('street', [14, 15, 16], undefined)).toBeNull();
    expect(findSpot('corner', [17, 18, 20, 21], undefined)).not.toBeNull();
    expect(findSpot('corner', [0, 1, 2, 3], undefined)).not.toBeNull();
    expect(findSpot('corner', [18, 19, 21, 22], undefined)).toBeNull();
    expect(findSpot('corner', [17, 18, 19, 20], undefined)).toBeNull();
    expect(findSpot('line', [31, 32, 33, 34, 35, 36], undefined)).not.toBeNull();
    expect(findSpot('line', [2, 3, 4, 5, 6, 7], undefined)).toBeNull();
    expect(findSpot('dozen', undefined, 4)).toBeNull();
    expect(findSpot('column', undefined, 0)).toBeNull();
    expect(findSpot('straight', [37], undefined)).toBeNull();
    expect(findSpot('basket', [0, 1, 2], undefined)).toBeNull();
    expect(findSpot('red', undefined, undefined)?.numbers).toHaveLength(18);
  });

  it('names every spot for screen readers with its words on the table, in English, Spanish and German (RLT-08)', () => {
    const en = gameStrings('en');
    const name = (key: string) => spotName(spots.find((spot) => spotKey(spot) === key) as TableSpot, en);
    expect(name('straight:0')).toBe('Straight 0');
    expect(name('split:17-20')).toBe('Split 17 and 20');
    expect(name('street:1-2-3')).toBe('Street 1, 2 and 3');
    expect(name('corner:17-18-20-21')).toBe('Corner 17, 18, 20 and 21');
    expect(name('line:1-2-3-4-5-6')).toBe('Line 1 to 6');
    expect(name('dozen:2')).toBe('2nd 12: 13 to 24');
    expect(name('column:3')).toBe('2 to 1, column 3');
    expect(name('red')).toBe('Red');
    expect(name('low')).toBe('Low 1–18');
    expect(spotName(spots.find((spot) => spotKey(spot) === 'split:17-20') as TableSpot, gameStrings('es'))).toBe('Caballo 17 y 20');
    expect(spotName(spots.find((spot) => spotKey(spot) === 'corner:17-18-20-21') as TableSpot, gameStrings('de'))).toBe('Carré 17, 18, 20 und 21');
    for (const language of ['en', 'es', 'de']) {
      const names = spots.map((spot) => spotName(spot, gameStrings(language)));
      expect(new Set(names).size, language).toBe(spots.length);
    }
  });
});

describe('payouts (RLT-03, RLT-04)', () => {
  it('follow the standard table for each kind', () => {
    expect(payoutOf).toEqual({ straight: 35, split: 17, street: 11, corner: 8, line: 5, dozen: 2, column: 2, red: 1, black: 1, odd: 1, even: 1, low: 1, high: 1 });
  });

  it('pay every bet of the table, on every number, its stake times (payout + 1) when it covers the number and nothing otherwise; the payout is 36 / numbers covered − 1', () => {
    fc.assert(
      fc.property(fc.constantFrom(...spots), fc.integer({ min: 0, max: 36 }), fc.integer({ min: 1, max: 1000 }), (spot, number, chips) => {
        const stake = limits.minChip * BigInt(chips);
        const returned = betReturn({ spot, stake }, number);
        expect(payoutOf[spot.kind]).toBe(36 / spot.numbers.length - 1);
        expect(returned).toBe(spot.numbers.includes(number) ? stake * BigInt(payoutOf[spot.kind] + 1) : 0n);
      }),
      { numRuns: 2000 },
    );
  });

  it('never let the zero win an outside bet: no la partage', () => {
    for (const spot of spots.filter((candidate) => !['straight', 'split', 'street', 'corner', 'line'].includes(candidate.kind))) {
      expect(betReturn({ spot, stake: euro(1) }, 0), spot.kind).toBe(0n);
    }
  });

  it('settle a spin of many bets on one number: each bet its own win, the round their sum (RLT-05)', () => {
    const reading = readRouletteBets(
      {
        bets: [
          { kind: 'straight', numbers: [17], stake: 1 },
          { kind: 'split', numbers: [17, 20], stake: 0.5 },
          { kind: 'corner', numbers: [17, 18, 20, 21], stake: 0.1 },
          { kind: 'red', stake: 5 },
          { kind: 'black', stake: 5 },
          { kind: 'dozen', index: 2, stake: 1 },
          { kind: 'column', index: 2, stake: 1 },
        ],
      },
      limits,
    );
    if (reading.kind !== 'bets') throw new Error(reading.kind);
    expect(reading.total).toBe(euro(13.6));
    const { outcome, win } = spinRoulette(at([17]), reading.bets);
    expect(outcome).toMatchObject({ number: 17, colour: 'black' });
    const wins = Object.fromEntries(outcome.bets.map((bet) => [`${bet.kind}${bet.numbers?.join('-') ?? bet.index ?? ''}`, bet.win]));
    expect(wins).toEqual({ straight17: 36, 'split17-20': 9, 'corner17-18-20-21': 0.9, red: 0, black: 10, dozen2: 3, column2: 3 });
    expect(win).toBe(euro(36 + 9 + 0.9 + 10 + 3 + 3));
  });
});

describe('reading a round’s bets (RLT-02, RLT-06)', () => {
  const read = (body: Record<string, unknown>) => readRouletteBets(body, limits);

  it('refuses a bet that is not on the table, twice the same spot, no bet at all, or a malformed one', () => {
    expect(read({ bets: [{ kind: 'split', numbers: [18, 19], stake: 1 }] })).toEqual({ kind: 'invalid', field: 'bets[0]', cause: 'NOT_ON_THE_TABLE' });
    expect(read({ bets: [{ kind: 'red', stake: 1 }, { kind: 'split', numbers: [20, 17], stake: 1 }, { kind: 'split', numbers: [17, 20], stake: 1 }] })).toEqual({ kind: 'invalid', field: 'bets[2]', cause: 'DUPLICATE' });
    expect(read({ bets: [] })).toMatchObject({ kind: 'invalid', cause: 'REQUIRED' });
    expect(read({})).toMatchObject({ kind: 'invalid', cause: 'REQUIRED' });
    expect(read({ bets: 'red' })).toMatchObject({ kind: 'invalid', cause: 'INVALID_FORMAT' });
    expect(read({ bets: [null] })).toMatchObject({ kind: 'invalid', cause: 'INVALID_FORMAT' });
    expect(read({ bets: [{ kind: 'straight', numbers: ['17'], stake: 1 }] })).toMatchObject({ kind: 'invalid', cause: 'NOT_ON_THE_TABLE' });
  });

  it('takes a stake of whole smallest chips only, up to the bet’s and the spin’s limits', () => {
    expect(limits).toMatchObject({ minChip: euro(0.1), maxPerBet: euro(100), maxPerSpin: euro(500) });
    expect(limits.chips).toEqual([0.1, 0.5, 1, 5, 25].map(euro));
    for (const stake of [0, -1, 0.05, 0.15, Number.NaN, '1']) {
      expect(read({ bets: [{ kind: 'red', stake }] }), String(stake)).toEqual({ kind: 'invalid', field: 'bets[0].stake', cause: 'INVALID_FORMAT' });
    }
    expect(read({ bets: [{ kind: 'red', stake: 100 }] }).kind).toBe('bets');
    expect(read({ bets: [{ kind: 'red', stake: 100.1 }] })).toEqual({ kind: 'over-limit', limit: 'PER_BET', max: euro(100), field: 'bets[0].stake' });
    const six = ['red', 'black', 'odd', 'even', 'low', 'high'].map((kind) => ({ kind, stake: 90 }));
    expect(read({ bets: six })).toEqual({ kind: 'over-limit', limit: 'PER_SPIN', max: euro(500), field: 'bets' });
    expect(read({ bets: six.slice(0, 5) }).kind).toBe('bets');
  });

  it('still reads the older body of one bet and the round’s stake', () => {
    const reading = read({ stake: 2, bet: { kind: 'straight', number: 17 } });
    expect(reading).toMatchObject({ kind: 'bets', total: euro(2) });
    expect(reading.kind === 'bets' && spotKey(reading.bets[0]?.spot as TableSpot)).toBe('straight:17');
    expect(read({ stake: 1, bet: { kind: 'straight', number: 37 } })).toMatchObject({ kind: 'invalid', field: 'bet', cause: 'NOT_ON_THE_TABLE' });
  });

  it('derives the chips from the game’s stakes in every currency', () => {
    expect(tableLimitsFor('JPY').chips.map((chip) => Number(chip / 10n ** 8n))).toEqual([10, 50, 100, 500, 2500]);
    expect(tableLimitsFor('BTC').minChip).toBe(euro(0.0001));
  });
});

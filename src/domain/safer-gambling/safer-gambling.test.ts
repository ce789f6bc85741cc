import { left, right } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { appliesAtOnce, changeOf, LIMIT_SLOTS, parseLimitAmount, parseSessionMinutes, remainingOf, setOnAnotherAccount, type Exclusion, type PlayerLimit } from '.';

const limit = (value: number, used = 0): PlayerLimit => ({ type: 'DEPOSIT', period: 'DAY', value, used, pending: null });

describe('parseLimitAmount (SG-02, SG-14)', () => {
  it.each([
    ['50', 'EUR', 'en', 5000],
    ['50.5', 'EUR', 'en', 5050],
    ['1,000.25', 'EUR', 'en', 100025],
    ['1.000,25', 'EUR', 'es', 100025],
    ['50,5', 'EUR', 'de', 5050],
    [' 20 ', 'EUR', 'en', 2000],
    ['1 000', 'EUR', 'de', 100000],
    ['1000000', 'EUR', 'en', 100_000_000],
    ['500', 'JPY', 'en', 500],
    ['0.5', 'EUR', 'en', 50],
    ['10.50', 'EUR', 'en', 1050],
  ])('reads %s %s in %s as %i minor units', (typed, currency, language, minor) => {
    expect(parseLimitAmount(typed, currency, language)).toEqual(right(minor));
  });

  it.each([
    ['', 'EUR', 'en', 'REQUIRED'],
    ['-5', 'EUR', 'en', 'NOT_POSITIVE'],
    ['0', 'EUR', 'en', 'NOT_POSITIVE'],
    ['0.00', 'EUR', 'en', 'NOT_POSITIVE'],
    ['1.005', 'EUR', 'en', 'TOO_MANY_DECIMALS'],
    ['10.5', 'JPY', 'en', 'TOO_MANY_DECIMALS'],
    ['1000000.01', 'EUR', 'en', 'TOO_LARGE'],
    ['99999999999999999999', 'EUR', 'en', 'TOO_LARGE'],
    ['1e5', 'EUR', 'en', 'INVALID_FORMAT'],
    ['abc', 'EUR', 'en', 'INVALID_FORMAT'],
    ['1.5', 'EUR', 'de', 'INVALID_FORMAT'],
    ['1,00,0', 'EUR', 'en', 'INVALID_FORMAT'],
    ['5.', 'EUR', 'en', 'INVALID_FORMAT'],
    ['1.2.3', 'EUR', 'en', 'INVALID_FORMAT'],
    ['Infinity', 'EUR', 'en', 'INVALID_FORMAT'],
  ])('refuses %s %s in %s as %s', (typed, currency, language, cause) => {
    expect(parseLimitAmount(typed, currency, language)).toEqual(left({ field: 'amount', cause }));
  });
});

describe('parseSessionMinutes (SG-02)', () => {
  it('takes whole minutes from 1 to 1440', () => {
    expect(parseSessionMinutes('1')).toEqual(right(1));
    expect(parseSessionMinutes('1440')).toEqual(right(1440));
  });

  it.each([
    ['0', 'OUT_OF_RANGE'],
    ['1441', 'OUT_OF_RANGE'],
    ['-3', 'OUT_OF_RANGE'],
    ['1.5', 'INVALID_FORMAT'],
    ['', 'REQUIRED'],
  ])('refuses %s as %s', (typed, cause) => {
    expect(parseSessionMinutes(typed)).toEqual(left({ field: 'minutes', cause }));
  });
});

describe('limit changes (SG-03)', () => {
  it('applies a new or lower limit at once and waits for a higher one', () => {
    expect(changeOf(null, 100)).toBe('NEW');
    expect(changeOf(limit(100), 50)).toBe('LOWER');
    expect(changeOf(limit(100), 100)).toBe('SAME');
    expect(changeOf(limit(100), 150)).toBe('HIGHER');
    expect(appliesAtOnce('LOWER')).toBe(true);
    expect(appliesAtOnce('NEW')).toBe(true);
    expect(appliesAtOnce('HIGHER')).toBe(false);
  });

  it('never shows less than nothing remaining', () => {
    expect(remainingOf(limit(100, 30))).toBe(70);
    expect(remainingOf(limit(100, 130))).toBe(0);
  });

  it('offers the three money limits per period and the daily session time', () => {
    expect(LIMIT_SLOTS).toHaveLength(10);
    expect(LIMIT_SLOTS.filter((slot) => slot.type === 'SESSION_TIME')).toEqual([{ type: 'SESSION_TIME', period: 'DAY' }]);
  });
});

describe('setOnAnotherAccount (SG-18)', () => {
  const exclusion = (kind: Exclusion['kind'], fromAnotherAccount: boolean): Exclusion => ({
    kind,
    startedAt: new Date('2026-11-01T10:00:00Z'),
    endsAt: new Date('2027-11-01T10:00:00Z'),
    expired: false,
    endRequestedAt: null,
    endsAfterRequestAt: null,
    fromAnotherAccount,
  });

  it('is a self-exclusion the platform copied from another of the player\'s accounts, and nothing else', () => {
    expect(setOnAnotherAccount(exclusion('SELF_EXCLUSION', true))).toBe(true);
    expect(setOnAnotherAccount(exclusion('SELF_EXCLUSION', false))).toBe(false);
    // Only a self-exclusion is copied to the person's other accounts: a time-out so marked says nothing of them.
    expect(setOnAnotherAccount(exclusion('TIME_OUT', true))).toBe(false);
  });
});

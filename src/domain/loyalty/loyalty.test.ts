import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from '../wallet';
import { formatPoints, type LoyaltyProfile, redemptionValue, truncatedPoints } from '.';

const profile = (redemptionPoints: number, redemptionAmount: number): LoyaltyProfile => ({
  excluded: false,
  redemptionAmount,
  redemptionPoints,
  redemptionPointsName: 'Aurora points',
  tierPoints: redemptionPoints,
  currentTierId: null,
  tiersInfo: {},
  status: null,
});

describe('points as the player reads them (LOY-03)', () => {
  it('groups whole points in the player language', () => {
    expect(formatPoints(truncatedPoints(1234.99), 'en')).toBe('1,234');
    expect(formatPoints(1200, 'de')).toBe('1.200');
    expect(formatPoints(0, 'en')).toBe('0');
  });

  it('shows plain digits in a language Intl refuses', () => {
    expect(formatPoints(1200, 'not a language!')).toBe('1200');
  });
});

describe('what points are worth (LOY-05)', () => {
  it('is the platform amount for its redeemable points', () => {
    expect(redemptionValue(1200, profile(1200, 12.5), 'EUR')).toEqual({ minor: 1250, currency: 'EUR' as CurrencyCode });
  });

  it('is one unit per hundred points for any other count', () => {
    expect(redemptionValue(300, profile(1200, 12.5), 'EUR')).toEqual({ minor: 300, currency: 'EUR' as CurrencyCode });
    expect(redemptionValue(300, profile(1200, 12.5), 'JPY')).toEqual({ minor: 3, currency: 'JPY' as CurrencyCode });
  });

  it('is nothing in a currency that is not one', () => {
    expect(redemptionValue(1200, profile(1200, 12), '€')).toBeNull();
  });
});

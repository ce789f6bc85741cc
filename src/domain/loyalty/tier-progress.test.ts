import { describe, expect, it } from 'vitest';
import { tierProgress, type LoyaltyProfile, type TierStatus } from '.';

const profile = (status: TierStatus | null, tiersInfo: LoyaltyProfile['tiersInfo'] = { silver: { name: 'Silver', colour: null } }): LoyaltyProfile => ({
  excluded: false,
  redemptionAmount: 0,
  redemptionPoints: 0,
  redemptionPointsName: 'Aurora points',
  tierPoints: 40,
  currentTierId: 'bronze',
  tiersInfo,
  status,
});

describe('the way to the next tier (LOYP-02)', () => {
  it('names the next tier, the whole status points it still needs and how far along the player is', () => {
    expect(tierProgress(profile({ statusPoints: 1240, nextTierId: 'silver', statusPointsToNextTier: 3760 }))).toEqual({
      kind: 'next',
      statusPoints: 1240,
      nextTierName: 'Silver',
      pointsNeeded: 3760,
      fraction: 0.248,
    });
  });

  it('rounds the points needed up and the points held down: fewer would not reach the tier', () => {
    expect(tierProgress(profile({ statusPoints: 1234.99, nextTierId: 'silver', statusPointsToNextTier: 3765.01 }))).toMatchObject({ statusPoints: 1234, pointsNeeded: 3766 });
  });

  it('says "the next tier" when the platform does not describe it', () => {
    expect(tierProgress(profile({ statusPoints: 10, nextTierId: 'constructor', statusPointsToNextTier: 990 }, {}))).toMatchObject({ nextTierName: null, pointsNeeded: 990 });
    expect(tierProgress(profile({ statusPoints: 10, nextTierId: 'silver', statusPointsToNextTier: 990 }, { silver: { name: '  ', colour: null } }))).toMatchObject({ nextTierName: null });
  });

  it('is the top tier when there is no next one', () => {
    expect(tierProgress(profile({ statusPoints: 25000.7, nextTierId: null, statusPointsToNextTier: null }))).toEqual({ kind: 'top', statusPoints: 25000 });
  });

  it.each([
    ['no status at all (an older platform)', null],
    ['a next tier already reached', { statusPoints: 5000, nextTierId: 'silver', statusPointsToNextTier: 0 }],
    ['a next tier without the points it needs', { statusPoints: 5000, nextTierId: 'silver', statusPointsToNextTier: null }],
    ['points needed but no next tier', { statusPoints: 5000, nextTierId: null, statusPointsToNextTier: 10 }],
    ['status points that are not a number', { statusPoints: Number.NaN, nextTierId: 'silver', statusPointsToNextTier: 10 }],
    ['points needed that are endless', { statusPoints: 5, nextTierId: 'silver', statusPointsToNextTier: Number.POSITIVE_INFINITY }],
  ])('shows nothing for %s', (_case, status) => {
    expect(tierProgress(profile(status))).toBeNull();
  });

  it('shows nothing without a profile', () => {
    expect(tierProgress(null)).toBeNull();
  });
});

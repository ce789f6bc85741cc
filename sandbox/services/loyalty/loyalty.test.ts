// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';

const sandbox = useTestSandbox();

const loyaltyOf = async (patch: Record<string, unknown>) => {
  const player = await sandbox.createPlayer(patch);
  const session = await sandbox.sessionFor(player.username, player.password);
  return sandbox.request('GET', `/services/loyalty-points/v2/players/${session}/external`);
};

describe('loyalty points', () => {
  it('places the player in the highest tier their points reach', async () => {
    const gold = await loyaltyOf({ loyaltyPoints: 25_000 });
    expect(gold.status).toBe(200);
    expect(gold.body).toMatchObject({ currentTierId: 'gold', tierPoints: 25_000, redemptionPoints: 25_000, redemptionAmount: 250, excluded: false });
    const bronze = await loyaltyOf({ loyaltyPoints: 1234.99 });
    expect(bronze.body).toMatchObject({ currentTierId: 'bronze', tierPoints: 1234.99, redemptionPoints: 1200, redemptionAmount: 12 });
  });

  it('places the player by status points, not by the points they hold to spend, and says how far the next tier is', async () => {
    const spent = await loyaltyOf({ loyaltyPoints: 40, loyaltyStatusPoints: 1234.99 });
    expect(spent.body).toMatchObject({ currentTierId: 'bronze', tierPoints: 40, redemptionPoints: 0, statusPoints: 1234.99, nextTierId: 'silver', statusPointsToNextTier: 3765.01 });
    const starter = await loyaltyOf({ loyaltyPoints: 0 });
    expect(starter.body).toMatchObject({ currentTierId: null, statusPoints: 0, nextTierId: 'bronze', statusPointsToNextTier: 1000 });
  });

  it('has no next tier at the top one', async () => {
    expect((await loyaltyOf({ loyaltyPoints: 25_000 })).body).toMatchObject({ currentTierId: 'gold', statusPoints: 25_000, nextTierId: null, statusPointsToNextTier: null });
  });

  it('has no tier below the first threshold, and says when the player is excluded', async () => {
    expect((await loyaltyOf({ loyaltyPoints: 999 })).body).toMatchObject({ currentTierId: null });
    expect((await loyaltyOf({ loyaltyExcluded: true })).body).toMatchObject({ excluded: true });
  });

  it('lists the tiers with their names and colours', async () => {
    const { body } = await loyaltyOf({});
    expect(body).toMatchObject({ tiersInfo: [{ id: 'bronze', name: 'Bronze' }, { id: 'silver', name: 'Silver' }, { id: 'gold', name: 'Gold' }] });
  });

  it('refuses an unknown session', async () => {
    expect((await sandbox.request('GET', '/services/loyalty-points/v2/players/not-a-session-id-at-all/external')).status).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import type { SessionId } from '../../domain/session';
import { HttpClient } from '../shared/http-client';
import { HttpLoyaltyGateway } from './http-loyalty-gateway';

const SESSION = 'session-1' as SessionId;

/** A gateway over a platform that answers every call with `body`. */
const answering = (body: unknown) =>
  new HttpLoyaltyGateway(
    new HttpClient({
      baseUrl: 'https://platform.test',
      fetch: async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    }),
  );

/** The spec's fields, as an older platform answers them. */
const specFields = {
  excluded: false,
  redemptionAmount: 0,
  redemptionPoints: 0,
  redemptionPointsName: 'Aurora points',
  tierPoints: 40,
  currentTierId: 'bronze',
  tiersInfo: [
    { id: 'bronze', name: 'Bronze', colour: '#cd7f32' },
    { id: 'silver', name: 'Silver', colour: '#c0c6d0' },
  ],
};

describe('HttpLoyaltyGateway: status points (issue 19)', () => {
  it('reads the status points and the way to the next tier', async () => {
    const answer = await answering({ ...specFields, statusPoints: 1240, nextTierId: 'silver', statusPointsToNextTier: 3760 }).profile(SESSION);
    expect(answer).toMatchObject({ _tag: 'Right', right: { tierPoints: 40, currentTierId: 'bronze', status: { statusPoints: 1240, nextTierId: 'silver', statusPointsToNextTier: 3760 } } });
  });

  it('reads the top tier as no next tier', async () => {
    const answer = await answering({ ...specFields, statusPoints: 25000, nextTierId: null, statusPointsToNextTier: null }).profile(SESSION);
    expect(answer).toMatchObject({ right: { status: { statusPoints: 25000, nextTierId: null, statusPointsToNextTier: null } } });
  });

  it('reads an older platform, which says nothing of status points, as a profile without them', async () => {
    expect(await answering(specFields).profile(SESSION)).toMatchObject({ _tag: 'Right', right: { tierPoints: 40, currentTierId: 'bronze', status: null } });
  });

  it.each([
    ['negative status points', { statusPoints: -5, nextTierId: 'silver', statusPointsToNextTier: 10 }],
    ['status points as text', { statusPoints: '1240', nextTierId: 'silver', statusPointsToNextTier: 3760 }],
    ['status points that are not a number', { statusPoints: null, nextTierId: 'silver', statusPointsToNextTier: 3760 }],
    ['points needed that are negative', { statusPoints: 1240, nextTierId: 'silver', statusPointsToNextTier: -1 }],
    ['a next tier that is not a name', { statusPoints: 1240, nextTierId: 42, statusPointsToNextTier: 3760 }],
  ])('keeps the tier and points, without progress, when the platform sends %s', async (_case, odd) => {
    expect(await answering({ ...specFields, ...odd }).profile(SESSION)).toMatchObject({ _tag: 'Right', right: { tierPoints: 40, currentTierId: 'bronze', status: null } });
  });
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdempotencyKey } from '../../src/domain/loyalty';
import type { SessionId } from '../../src/domain/session';
import { HttpLoyaltyGateway } from '../../src/infrastructure/loyalty/http-loyalty-gateway';
import { HttpLoginGateway } from '../../src/infrastructure/login/http-login-gateway';
import { HttpRedemptionGateway } from '../../src/infrastructure/redemption/http-redemption-gateway';
import { HttpWalletGateway } from '../../src/infrastructure/wallet/http-wallet-gateway';
import { startFixture, type SandboxFixture } from './sandbox-fixture';

let sandbox: SandboxFixture;
beforeAll(async () => {
  sandbox = await startFixture();
});
afterAll(() => sandbox.close());

const sessionFor = async (patch: Record<string, unknown>): Promise<SessionId> => {
  const player = await sandbox.newPlayer('pending@demo.test', patch);
  const result = await new HttpLoginGateway(sandbox.http).login({ credentials: { username: player.username, password: player.password } });
  if (result._tag === 'Left' || result.right.kind !== 'SUCCESS') throw new Error('login failed');
  return result.right.success.sessionId;
};

let keys = 0;
const freshKey = (): IdempotencyKey => `contract-redeem-${Date.now()}-${(keys += 1)}` as IdempotencyKey;

const bonusOf = async (session: SessionId): Promise<number | undefined> => {
  const balances = await new HttpWalletGateway(sandbox.http).balances(session);
  return balances._tag === 'Right' ? balances.right.find((entry) => entry.type === 'Bonus')?.amount.minor : undefined;
};

describe('loyalty redemption (LOY-05)', () => {
  it('redeems points for bonus money and reads the answer in minor units', async () => {
    const session = await sessionFor({ loyaltyPoints: 1234.99 });
    const gateway = new HttpRedemptionGateway(sandbox.http);
    const before = await bonusOf(session);
    const answer = await gateway.redeem(session, 1200, freshKey());
    expect(answer).toEqual({
      _tag: 'Right',
      right: { redeemedPoints: 1200, bonus: { minor: 1200, currency: 'EUR' }, formattedAmount: '€12.00', remainingPoints: 34.99 },
    });
    expect(await bonusOf(session)).toBe((before ?? 0) + 1200);
    expect(await new HttpLoyaltyGateway(sandbox.http).profile(session)).toMatchObject({
      right: { tierPoints: 34.99, redemptionPoints: 0, currentTierId: 'bronze', status: { statusPoints: 1234.99, nextTierId: 'silver', statusPointsToNextTier: 3765.01 } },
    });
  });

  it('answers the same attempt again, moving the money once', async () => {
    const session = await sessionFor({ loyaltyPoints: 500 });
    const gateway = new HttpRedemptionGateway(sandbox.http);
    const key = freshKey();
    const first = await gateway.redeem(session, 500, key);
    expect(await gateway.redeem(session, 500, key)).toEqual(first);
    expect(await bonusOf(session)).toBe(2000 + 500);
  });

  it('reads the refusals as what the player can do about them', async () => {
    const gateway = new HttpRedemptionGateway(sandbox.http);
    const few = await sessionFor({ loyaltyPoints: 150 });
    expect(await gateway.redeem(few, 200, freshKey())).toEqual({ _tag: 'Left', left: { code: 'NOT_ENOUGH_POINTS' } });
    const excluded = await sessionFor({ loyaltyPoints: 5000, loyaltyExcluded: true });
    expect(await gateway.redeem(excluded, 100, freshKey())).toEqual({ _tag: 'Left', left: { code: 'EXCLUDED' } });
    const reused = await sessionFor({ loyaltyPoints: 5000 });
    const key = freshKey();
    await gateway.redeem(reused, 100, key);
    expect(await gateway.redeem(reused, 200, key)).toEqual({ _tag: 'Left', left: { code: 'REFUSED' } });
  });

  it('reads a platform without an answer as one to ask again, and an ended session as such', async () => {
    const session = await sessionFor({ loyaltyPoints: 5000 });
    const gateway = new HttpRedemptionGateway(sandbox.http);
    await sandbox.control('POST', '/sandbox/control/faults', { method: 'POST', path: '/services/loyalty-points/', status: 503, times: 1 });
    const key = freshKey();
    expect(await gateway.redeem(session, 100, key)).toEqual({ _tag: 'Left', left: { code: 'UNAVAILABLE' } });
    expect(await gateway.redeem(session, 100, key)).toMatchObject({ _tag: 'Right', right: { redeemedPoints: 100, remainingPoints: 4900 } });
    expect(await gateway.redeem('not-a-live-session-at-all' as SessionId, 100, freshKey())).toEqual({ _tag: 'Left', left: { code: 'UNAUTHORIZED' } });
  });
});

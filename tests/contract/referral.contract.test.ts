// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionId } from '../../src/domain/session';
import { HttpReferralGateway } from '../../src/infrastructure/referral/http-referral-gateway';
import { HttpLoginGateway } from '../../src/infrastructure/login/http-login-gateway';
import { startFixture, type SandboxFixture } from './sandbox-fixture';

let sandbox: SandboxFixture;
beforeAll(async () => {
  sandbox = await startFixture();
}, 120_000);
afterAll(() => sandbox.close());

const freshSession = async (): Promise<SessionId> => {
  const player = await sandbox.newPlayer();
  const result = await new HttpLoginGateway(sandbox.http).login({ credentials: { username: player.username, password: player.password } });
  if (result._tag === 'Left' || result.right.kind !== 'SUCCESS') throw new Error('login failed');
  return result.right.success.sessionId;
};

describe('referral tracking (REF-06)', { timeout: 30_000 }, () => {
  it("reads a seeded affiliate's token with its referring sites", async () => {
    expect(await new HttpReferralGateway(sandbox.http).track('AFF-AURORA-001')).toEqual({
      _tag: 'Right',
      right: { token: 'AFF-AURORA-001', type: 'AFFILIATE', valid: true, referringSites: ['https://partner.example'] },
    });
  });

  it('reads the 404 of an unknown token as an unknown token', async () => {
    expect(await new HttpReferralGateway(sandbox.http).track('AFF-NOBODY-1')).toEqual({ _tag: 'Left', left: { code: 'UNKNOWN_TOKEN' } });
  });
});

describe('the refer-a-friend profile (REF-06)', { timeout: 30_000 }, () => {
  it("decodes the session's player's code, link and counts, and tracks the code as a PROFILE referral", async () => {
    const gateway = new HttpReferralGateway(sandbox.http);
    const profile = await gateway.profile(await freshSession());
    expect(profile._tag).toBe('Right');
    if (profile._tag !== 'Right') return;
    expect(profile.right).toEqual({ referralCode: expect.stringMatching(/^P[A-Z0-9]{7}$/), referralLink: `${sandbox.url}/welcome/${profile.right.referralCode}`, referredPlayers: 0, clicks: 0 });
    expect(await gateway.track(profile.right.referralCode)).toMatchObject({ _tag: 'Right', right: { type: 'PROFILE' } });
  });

  it('reports an unknown session as the end of the session', async () => {
    expect(await new HttpReferralGateway(sandbox.http).profile('not-a-session' as SessionId)).toEqual({ _tag: 'Left', left: { code: 'UNAUTHORIZED' } });
  });
});

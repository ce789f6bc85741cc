// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionId } from '../../src/domain/session';
import { HttpLimitsGateway } from '../../src/infrastructure/safer-gambling/http-limits-gateway';
import { HttpSessionSummaryGateway } from '../../src/infrastructure/safer-gambling/http-session-summary-gateway';
import { HttpLoginGateway } from '../../src/infrastructure/login/http-login-gateway';
import { startFixture, type SandboxFixture } from './sandbox-fixture';

let sandbox: SandboxFixture;
beforeAll(async () => {
  sandbox = await startFixture();
}, 120_000);
afterAll(() => sandbox.close());

const logIn = async (username: string, password: string): Promise<SessionId> => {
  const reply = await new HttpLoginGateway(sandbox.http).login({ credentials: { username, password } });
  if (reply._tag === 'Left' || reply.right.kind !== 'SUCCESS') throw new Error('login failed');
  return reply.right.success.sessionId;
};

describe('HttpSessionSummaryGateway against the sandbox (SG-07, SG-08, SG-11, SG-13)', () => {
  const gateway = () => new HttpSessionSummaryGateway(sandbox.http);

  it("reads this session's start, the previous login, the platform's clock and the jurisdiction's interval", async () => {
    const player = await sandbox.newPlayer();
    const first = await logIn(player.username, player.password);
    const firstSummary = await gateway().summary(first);
    expect(firstSummary).toMatchObject({
      _tag: 'Right',
      right: { previousLoginAt: null, netPosition: { minor: 0, currency: 'EUR' }, realityCheckMinutes: 60, realityCheckMinutesDefault: 60, sessionTimeEndsAt: null },
    });
    const second = await logIn(player.username, player.password);
    const summary = await gateway().summary(second, { background: true });
    if (summary._tag !== 'Right' || firstSummary._tag !== 'Right') throw new Error('no summary');
    expect(summary.right.previousLoginAt).toEqual(firstSummary.right.startedAt);
    expect(Math.abs(summary.right.now.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('says when the session-time limit ends the session', async () => {
    const player = await sandbox.newPlayer();
    const session = await logIn(player.username, player.password);
    await new HttpLimitsGateway(sandbox.http).set(session, 'SESSION_TIME', 'DAY', { minutes: 30 });
    const summary = await gateway().summary(session);
    if (summary._tag !== 'Right' || summary.right.sessionTimeEndsAt === null) throw new Error('no session-time end');
    expect(summary.right.sessionTimeEndsAt.getTime() - summary.right.now.getTime()).toBeLessThanOrEqual(30 * 60_000);
  });

  it('keeps the chosen interval, forgets it for the default, and reads the 422 as the field problem', async () => {
    const player = await sandbox.newPlayer();
    const session = await logIn(player.username, player.password);
    expect(await gateway().setRealityCheck(session, 30)).toEqual({ _tag: 'Right', right: { realityCheckMinutes: 30, realityCheckMinutesDefault: 60 } });
    expect(await gateway().summary(session)).toMatchObject({ right: { realityCheckMinutes: 30 } });
    expect(await gateway().setRealityCheck(session, 500)).toEqual({ _tag: 'Left', left: { code: 'INVALID', cause: 'INVALID_FORMAT' } });
    expect(await gateway().setRealityCheck(session, null)).toEqual({ _tag: 'Right', right: { realityCheckMinutes: 60, realityCheckMinutesDefault: 60 } });
  });

  it('an unknown session is refused', async () => {
    expect(await gateway().summary('no-such-session' as SessionId)).toEqual({ _tag: 'Left', left: { code: 'UNAUTHORIZED' } });
  });
});

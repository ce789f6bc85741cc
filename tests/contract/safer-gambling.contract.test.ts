// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionId } from '../../src/domain/session';
import { HttpLimitsGateway } from '../../src/infrastructure/safer-gambling/http-limits-gateway';
import { HttpLoginGateway } from '../../src/infrastructure/login/http-login-gateway';
import { startFixture, type SandboxFixture } from './sandbox-fixture';

let sandbox: SandboxFixture;
beforeAll(async () => {
  sandbox = await startFixture();
}, 120_000);
afterAll(() => sandbox.close());

const loggedIn = async (): Promise<SessionId> => {
  const player = await sandbox.newPlayer();
  const reply = await new HttpLoginGateway(sandbox.http).login({ credentials: { username: player.username, password: player.password } });
  if (reply._tag === 'Left' || reply.right.kind !== 'SUCCESS') throw new Error('login failed');
  return reply.right.success.sessionId;
};

const HOUR_MS = 3_600_000;

describe('HttpLimitsGateway against the sandbox (SG-02, SG-03, SG-14)', () => {
  const limits = () => new HttpLimitsGateway(sandbox.http);

  it("reads a new player's limits: none, in their currency, with the jurisdiction's cooling-off time", async () => {
    const session = await loggedIn();
    expect(await limits().load(session)).toEqual({ _tag: 'Right', right: { currency: 'EUR', coolingOffHours: 24, limits: [] } });
  });

  it('sets a limit at once, lowers it at once, and raises it only after the cooling-off time', async () => {
    const session = await loggedIn();
    expect(await limits().set(session, 'DEPOSIT', 'DAY', { amount: 5000, currency: 'EUR' })).toEqual({
      _tag: 'Right',
      right: { type: 'DEPOSIT', period: 'DAY', value: 5000, used: 0, pending: null },
    });
    expect(await limits().set(session, 'DEPOSIT', 'DAY', { amount: 4000, currency: 'EUR' })).toMatchObject({ right: { value: 4000, pending: null } });
    const before = Date.now();
    const raised = await limits().set(session, 'DEPOSIT', 'DAY', { amount: 8000, currency: 'EUR' });
    expect(raised).toMatchObject({ _tag: 'Right', right: { value: 4000, pending: { value: 8000 } } });
    if (raised._tag !== 'Right' || raised.right.pending === null) return;
    expect(raised.right.pending.appliesAt.getTime()).toBeGreaterThanOrEqual(before + 24 * HOUR_MS - 1000);
    expect(raised.right.pending.appliesAt.getTime()).toBeLessThanOrEqual(Date.now() + 24 * HOUR_MS + 1000);
    const loaded = await limits().load(session);
    expect(loaded).toMatchObject({ right: { limits: [{ type: 'DEPOSIT', period: 'DAY', value: 4000, pending: { value: 8000 } }] } });
  });

  it('reads a session-time limit in minutes, and a removal waiting for the cooling-off time', async () => {
    const session = await loggedIn();
    expect(await limits().set(session, 'SESSION_TIME', 'DAY', { minutes: 120 })).toMatchObject({ right: { type: 'SESSION_TIME', period: 'DAY', value: 120, pending: null } });
    expect(await limits().remove(session, 'SESSION_TIME', 'DAY')).toMatchObject({ right: { type: 'SESSION_TIME', value: 120, pending: { value: null } } });
    expect(await limits().remove(session, 'WAGER', 'WEEK')).toEqual({ _tag: 'Left', left: { code: 'NOT_FOUND' } });
  });

  it('reads the refusals of bad limits as field problems the form shows', async () => {
    const session = await loggedIn();
    expect(await limits().set(session, 'DEPOSIT', 'DAY', { amount: 100_000_001, currency: 'EUR' })).toEqual({ _tag: 'Left', left: { code: 'INVALID', problems: [{ field: 'amount', cause: 'TOO_LARGE' }] } });
    expect(await limits().set(session, 'LOSS', 'WEEK', { amount: 1.5, currency: 'EUR' })).toEqual({ _tag: 'Left', left: { code: 'INVALID', problems: [{ field: 'amount', cause: 'INVALID_FORMAT' }] } });
    expect(await limits().set(session, 'WAGER', 'MONTH', { amount: 500, currency: 'GBP' })).toEqual({ _tag: 'Left', left: { code: 'INVALID', problems: [{ field: 'currency', cause: 'NOT_ALLOWED' }] } });
    expect(await limits().set(session, 'SESSION_TIME', 'DAY', { minutes: 1441 })).toMatchObject({ _tag: 'Left', left: { code: 'INVALID', problems: [{ field: 'minutes' }] } });
  });

  it('ends the session on a 401', async () => {
    expect(await limits().load('session-unknown' as SessionId)).toEqual({ _tag: 'Left', left: { code: 'UNAUTHORIZED' } });
  });
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionId } from '../../src/domain/session';
import type { IdempotencyKey } from '../../src/domain/loyalty';
import { HttpWithdrawalsGateway } from '../../src/infrastructure/cashier/http-withdrawals-gateway';
import { HttpRedemptionGateway } from '../../src/infrastructure/redemption/http-redemption-gateway';
import { HttpGameLaunchGateway } from '../../src/infrastructure/play/http-game-launch-gateway';
import { HttpExclusionGateway } from '../../src/infrastructure/safer-gambling/http-exclusion-gateway';
import { HttpLoginGateway } from '../../src/infrastructure/login/http-login-gateway';
import { startFixture, type SandboxFixture } from './sandbox-fixture';

let sandbox: SandboxFixture;
beforeAll(async () => {
  sandbox = await startFixture();
}, 120_000);
afterAll(() => sandbox.close());

const loggedIn = async (patch: Record<string, unknown> = {}): Promise<{ session: SessionId; password: string }> => {
  const player = await sandbox.newPlayer('ready@demo.test', patch);
  const reply = await new HttpLoginGateway(sandbox.http).login({ credentials: { username: player.username, password: player.password } });
  if (reply._tag === 'Left' || reply.right.kind !== 'SUCCESS') throw new Error('login failed');
  return { session: reply.right.success.sessionId, password: player.password };
};

const DAY_MS = 86_400_000;

describe('HttpExclusionGateway against the sandbox (SG-09, SG-10)', () => {
  const exclusions = () => new HttpExclusionGateway(sandbox.http);

  it('reads no break, takes a one-day time-out with the password, and reads it back', async () => {
    const { session, password } = await loggedIn();
    expect(await exclusions().load(session)).toEqual({ _tag: 'Right', right: null });
    const before = Date.now();
    const taken = await exclusions().start(session, { kind: 'TIME_OUT', days: 1 }, password);
    expect(taken).toMatchObject({ _tag: 'Right', right: { kind: 'TIME_OUT', expired: false, endRequestedAt: null, endsAfterRequestAt: null } });
    if (taken._tag !== 'Right') return;
    expect(taken.right.endsAt.getTime() - taken.right.startedAt.getTime()).toBe(DAY_MS);
    expect(taken.right.startedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await exclusions().load(session)).toEqual({ _tag: 'Right', right: taken.right });
  });

  it('reads a second break as ALREADY_EXCLUDED with the one in force, and a launch as EXCLUDED until its end', async () => {
    const { session, password } = await loggedIn();
    const first = await exclusions().start(session, { kind: 'SELF_EXCLUSION', months: 6 }, password);
    if (first._tag !== 'Right') throw new Error('no self-exclusion');
    expect(await exclusions().start(session, { kind: 'TIME_OUT', days: 1 }, password)).toEqual({ _tag: 'Left', left: { code: 'ALREADY_EXCLUDED', exclusion: first.right } });
    expect(await exclusions().requestEnd(session)).toEqual({ _tag: 'Left', left: { code: 'NOT_EXPIRED' } });
    const launch = await new HttpGameLaunchGateway(sandbox.http).launchUrl({ gameId: 1001, mode: 'real', route: 'lobby', channel: 'desktop', currency: 'EUR', language: 'en', session });
    expect(launch).toEqual({ _tag: 'Left', left: { code: 'EXCLUDED', until: first.right.endsAt } });
    // Practice play names the player on every path, so a break stops it too.
    for (const route of ['lobby', 'legacy', 'integration'] as const) {
      const practice = await new HttpGameLaunchGateway(sandbox.http).launchUrl({ gameId: 1001, mode: 'practice', route, channel: 'desktop', currency: 'EUR', language: 'en', session: null, practisingAs: session });
      expect(practice).toEqual({ _tag: 'Left', left: { code: 'EXCLUDED', until: first.right.endsAt } });
    }
  });

  it('reads a redemption and a withdrawal reversal refused during a break as ON_BREAK', async () => {
    const { session, password } = await loggedIn({ loyaltyPoints: 5000 });
    const withdrawal = await fetch(`${sandbox.url}/services/payment/v1/profiles/${encodeURIComponent(session)}/withdrawals`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'contract-break-withdrawal' },
      body: JSON.stringify({ amount: 1000, currency: 'EUR', method: 'CARD' }),
    });
    expect(withdrawal.status).toBe(201);
    const { id } = (await withdrawal.json()) as { id: string };
    expect(await exclusions().start(session, { kind: 'TIME_OUT', days: 1 }, password)).toMatchObject({ _tag: 'Right' });
    expect(await new HttpRedemptionGateway(sandbox.http).redeem(session, 100, 'contract-break-redeem' as IdempotencyKey)).toEqual({ _tag: 'Left', left: { code: 'ON_BREAK' } });
    expect(await new HttpWithdrawalsGateway(sandbox.http).reverse(session, id)).toEqual({ _tag: 'Left', left: { code: 'ON_BREAK' } });
  });

  it('reads a wrong password, and after five of them the wait', async () => {
    const { session } = await loggedIn();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await exclusions().start(session, { kind: 'TIME_OUT', days: 7 }, `wrong-${attempt}`)).toEqual({ _tag: 'Left', left: { code: 'WRONG_PASSWORD' } });
    }
    const locked = await exclusions().start(session, { kind: 'TIME_OUT', days: 7 }, 'wrong-again');
    expect(locked).toMatchObject({ _tag: 'Left', left: { code: 'TOO_MANY_ATTEMPTS' } });
    if (locked._tag === 'Left' && locked.left.code === 'TOO_MANY_ATTEMPTS') expect(locked.left.retryAfterSeconds).toBeGreaterThan(3000);
  });

  it('reads an end request without a self-exclusion as NOT_FOUND', async () => {
    const { session } = await loggedIn();
    expect(await exclusions().requestEnd(session)).toEqual({ _tag: 'Left', left: { code: 'NOT_FOUND' } });
  });
});

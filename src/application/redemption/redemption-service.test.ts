import { describe, expect, it } from 'vitest';
import type { LoyaltyProfile } from '../../domain/loyalty';
import type { CurrencyCode } from '../../domain/wallet';
import { aUser, balances } from '../../../tests/support/players';
import { createTestApp, type TestApp, loginServiceOf } from '../../../tests/support/test-app';
import type { LogoutService } from '../session/logout-service';
import { SessionTokens } from '../session/tokens';
import type { RedemptionService, RedemptionView } from './redemption-service';
import { RedemptionTokens } from './tokens';

const profileWith = (points: number): LoyaltyProfile => ({
  excluded: false,
  redemptionAmount: Math.floor(points / 100),
  redemptionPoints: Math.floor(points / 100) * 100,
  redemptionPointsName: 'Aurora points',
  tierPoints: points,
  currentTierId: null,
  tiersInfo: {},
  status: null,
});

const euros = (minor: number) => ({ minor, currency: 'EUR' as CurrencyCode });

const addPlayer = (app: TestApp, username: string, points: number) =>
  app.platform.addPlayer({ username, password: 'secret-pass', user: aUser({ email: username }), balances: balances('EUR', { Playable: 10, Bonus: 0 }), loyalty: profileWith(points) });

/** The platform will take the next redemption of `points` (worth that many cents), leaving `left` points. */
const willRedeem = (app: TestApp, points: number, left: number) =>
  app.platform.redemptions.willRedeem({
    redemption: { redeemedPoints: points, bonus: euros(points), formattedAmount: `€${(points / 100).toFixed(2)}`, remainingPoints: left },
    loyalty: profileWith(left),
  });

const logIn = async (app: TestApp, username: string) =>
  (await loginServiceOf(app)).login({ credentials: { username, password: 'secret-pass' } }, null);

const started = async () => {
  const app = createTestApp();
  addPlayer(app, 'ada@demo.test', 1250);
  addPlayer(app, 'bea@demo.test', 300);
  await logIn(app, 'ada@demo.test');
  await app.load('redemption');
  const service = app.get<RedemptionService>(RedemptionTokens.RedemptionService);
  let latest: RedemptionView | null = null;
  const subscription = service.view$.subscribe((view) => (latest = view));
  await app.time.settle();
  return { app, service, view: () => latest, stop: () => subscription.unsubscribe() };
};

describe('RedemptionService (LOY-05)', () => {
  it('sends a confirmed attempt once, however often it is confirmed', async () => {
    const { app, service, view, stop } = await started();
    expect(view()).toMatchObject({ redeemable: 1200, value: euros(1200), canRedeem: true, step: { step: 'offer' } });
    willRedeem(app, 1200, 50);
    service.ask(1200);
    await Promise.all([service.confirm(), service.confirm(), service.confirm()]);
    await app.time.settle();
    expect(app.platform.callsOf('redeem')).toHaveLength(1);
    expect(view()).toMatchObject({ step: { step: 'redeemed', redemption: { redeemedPoints: 1200 } }, redeemable: 0, canRedeem: false });
    stop();
  });

  it('keeps an unanswered attempt, key and all, for a retry; a new attempt gets a new key', async () => {
    const { app, service, view, stop } = await started();
    app.platform.fail('redeem', { code: 'NETWORK' });
    willRedeem(app, 1200, 50);
    service.ask(1200);
    await service.confirm();
    expect(view()).toMatchObject({ step: { step: 'failed', failure: 'UNAVAILABLE', canRetry: true }, attempt: { points: 1200, value: euros(1200) } });
    await service.retry();
    await app.time.settle();
    const keys = app.platform.callsOf('redeem').map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(app.platform.redemptions.performed).toBe(1);
    service.dismiss();
    app.platform.player('ada@demo.test').loyalty = profileWith(300);
    await app.time.advance(30_000);
    willRedeem(app, 300, 0);
    service.ask(300);
    await service.confirm();
    const third = (app.platform.callsOf('redeem').at(-1)?.body as { idempotencyKey: string }).idempotencyKey;
    expect(third).not.toBe(keys[0]);
    stop();
  });

  it('shows another player logged in on the tab nothing of the last one', async () => {
    const { app, service, view, stop } = await started();
    willRedeem(app, 1200, 50);
    service.ask(1200);
    await service.confirm();
    expect(view()).toMatchObject({ step: { step: 'redeemed' } });
    await app.get<LogoutService>(SessionTokens.LogoutService).logout();
    await logIn(app, 'bea@demo.test');
    await app.time.settle();
    expect(view()).toMatchObject({ redeemable: 300, value: euros(300), step: { step: 'offer' }, attempt: null });
    stop();
  });

  it('ends an attempt the platform refused: no retry, and the profile is asked again', async () => {
    const { app, service, view, stop } = await started();
    service.ask(1200);
    app.platform.player('ada@demo.test').loyalty = profileWith(150);
    app.platform.redemptions.refuseNextWith({ code: 'NOT_ENOUGH_POINTS' });
    const asked = app.platform.callsOf('loyalty').length;
    await service.confirm();
    await app.time.settle();
    expect(view()).toMatchObject({ step: { step: 'failed', failure: 'NOT_ENOUGH_POINTS', canRetry: false }, redeemable: 100 });
    expect(app.platform.callsOf('loyalty').length).toBe(asked + 1);
    await service.retry();
    expect(app.platform.callsOf('redeem')).toHaveLength(1);
    stop();
  });
});

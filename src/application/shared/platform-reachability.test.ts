import { describe, expect, it } from 'vitest';
import { aUser, balances } from '../../../tests/support/players';
import { ManualTime } from '../../../tests/support/manual-time';
import { createTestApp, loginServiceOf } from '../../../tests/support/test-app';
import { ManualNetworkStatus } from '../../infrastructure/shared/manual-network-status';
import { retryDelayMs } from '../../domain/shared/retry-delay';
import type { WalletService } from '../wallet/wallet-service';
import { WalletTokens } from '../wallet/tokens';
import { PlatformReachability } from './platform-reachability';
import { watchReachability, type Reachability } from './reachability-watch';
import { SharedTokens } from './tokens';

const watched = (random = () => 0.5) => {
  const time = new ManualTime();
  const network = new ManualNetworkStatus();
  const reachability = new PlatformReachability();
  const watch = watchReachability(reachability, network, time.scheduler, random);
  const states: Reachability[] = [];
  let retries = 0;
  watch.state$.subscribe((state) => states.push(state));
  reachability.retry$.subscribe(() => (retries += 1));
  return { time, network, reachability, retryNow: watch.retryNow, last: () => states.at(-1), retries: () => retries };
};

describe('retry delays', () => {
  it('double from 2 s up to a minute, spread ±20 % by the random draw', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map((attempt) => retryDelayMs(attempt, 0.5))).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
    expect(retryDelayMs(0, 0)).toBe(1_600);
    expect(retryDelayMs(0, 0.999_999)).toBe(2_400);
    expect(retryDelayMs(20, 0)).toBe(48_000);
  });
});

describe('PlatformReachability', () => {
  it('is reachable until a call cannot reach the platform, then says when it tries again', () => {
    const { reachability, last } = watched();
    expect(last()).toEqual({ status: 'reachable' });
    reachability.unreachable();
    expect(last()).toEqual({ status: 'unreachable', retryAt: 2_000 });
  });

  it('asks again after 2, 4, 8… seconds, and at once when the player says so', async () => {
    const { time, reachability, retryNow, last, retries } = watched();
    reachability.unreachable();
    await time.advance(1_999);
    expect(retries()).toBe(0);
    await time.advance(1);
    expect(retries()).toBe(1);
    expect(last()).toEqual({ status: 'unreachable', retryAt: 6_000 });
    await time.advance(4_000);
    expect(retries()).toBe(2);
    expect(last()).toEqual({ status: 'unreachable', retryAt: 14_000 });
    retryNow();
    expect(retries()).toBe(3);
    expect(last()).toEqual({ status: 'unreachable', retryAt: 6_000 + 16_000 });
  });

  it('clears when the platform answers again, and asks once more for what failed meanwhile', async () => {
    const { time, reachability, last, retries } = watched();
    reachability.unreachable();
    reachability.answered();
    expect(last()).toEqual({ status: 'reachable' });
    expect(retries()).toBe(1);
    await time.advance(120_000);
    expect(retries()).toBe(1);
  });

  it('says offline while the browser has no network, and asks again as soon as it is back', async () => {
    const { time, network, reachability, last, retries } = watched();
    network.set(false);
    reachability.unreachable();
    expect(last()).toEqual({ status: 'offline' });
    await time.advance(120_000);
    expect(retries()).toBe(0);
    network.set(true);
    expect(retries()).toBe(1);
    expect(last()).toEqual({ status: 'unreachable', retryAt: 122_000 });
  });
});

describe('the balance while the platform cannot be reached', () => {
  it('is asked again with the back-off rather than every 30 s, and no more once the platform answers', async () => {
    const app = createTestApp();
    app.platform.addPlayer({ username: 'ada@demo.test', password: 'secret-pass', user: aUser(), balances: balances('EUR', { Playable: 10 }) });
    await (await loginServiceOf(app)).login({ credentials: { username: 'ada@demo.test', password: 'secret-pass' } }, null);
    await app.load('wallet');
    const reachability = app.get<PlatformReachability>(SharedTokens.Reachability);
    // As the notice area does once the page is idle.
    const watching = watchReachability(reachability, app.fakes.networkStatus, app.time.scheduler).state$.subscribe();
    const subscription = app.get<WalletService>(WalletTokens.WalletService).balances$.subscribe();
    await app.time.settle();
    expect(app.platform.callsOf('balances')).toHaveLength(1);
    reachability.unreachable();
    await app.time.advance(1_599);
    expect(app.platform.callsOf('balances')).toHaveLength(1);
    // The first try again comes within 2 s ± 20 %, the next within 4 s ± 20 % after it.
    await app.time.advance(801);
    expect(app.platform.callsOf('balances')).toHaveLength(2);
    await app.time.advance(4_800);
    expect(app.platform.callsOf('balances')).toHaveLength(3);
    reachability.answered();
    await app.time.settle();
    expect(app.platform.callsOf('balances')).toHaveLength(4);
    await app.time.advance(29_000);
    expect(app.platform.callsOf('balances')).toHaveLength(4);
    subscription.unsubscribe();
    watching.unsubscribe();
  });
});

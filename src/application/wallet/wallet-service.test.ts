import { firstValueFrom, filter } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { aUser, balances } from '../../../tests/support/players';
import { createTestApp, type TestApp, loginServiceOf } from '../../../tests/support/test-app';
import type { PollState } from '../shared/poll';
import type { BalanceEntry } from '../../domain/wallet';
import { WalletTokens } from './tokens';
import type { WalletService } from './wallet-service';

const loggedIn = async (): Promise<TestApp> => {
  const app = createTestApp();
  app.platform.addPlayer({ username: 'ada@demo.test', password: 'secret-pass', user: aUser(), balances: balances('EUR', { Playable: 10 }) });
  const login = await loginServiceOf(app);
  await login.login({ credentials: { username: 'ada@demo.test', password: 'secret-pass' } }, null);
  // The wallet is a player's context, bound after the first paint as the account menu binds it.
  await app.load('wallet');
  return app;
};

const watch = (app: TestApp) => {
  const seen: (PollState<readonly BalanceEntry[]> | null)[] = [];
  const subscription = app.get<WalletService>(WalletTokens.WalletService).balances$.subscribe((state) => seen.push(state));
  return { seen, last: () => seen.at(-1), stop: () => subscription.unsubscribe() };
};

describe('WalletService polling', () => {
  it('asks once on subscribe and once every 30 s, however many listen', async () => {
    const app = await loggedIn();
    const first = watch(app);
    const second = watch(app);
    await app.time.settle();
    expect(app.platform.callsOf('balances')).toHaveLength(1);
    await app.time.advance(30_000);
    expect(app.platform.callsOf('balances')).toHaveLength(2);
    await app.time.advance(29_000);
    expect(app.platform.callsOf('balances')).toHaveLength(2);
    first.stop();
    second.stop();
  });

  it('makes no call while nobody listens or while the page is hidden, and one when it shows again', async () => {
    const app = await loggedIn();
    await app.time.advance(90_000);
    expect(app.platform.callsOf('balances')).toHaveLength(0);
    const listener = watch(app);
    await app.time.settle();
    app.fakes.pageVisibility.set(false);
    await app.time.advance(120_000);
    expect(app.platform.callsOf('balances')).toHaveLength(1);
    app.fakes.pageVisibility.set(true);
    await app.time.settle();
    expect(app.platform.callsOf('balances')).toHaveLength(2);
    listener.stop();
  });

  it('keeps the last good value, marked stale, and backs off while calls fail', async () => {
    const app = await loggedIn();
    const listener = watch(app);
    await app.time.settle();
    app.platform.fail('balances', { code: 'HTTP', status: 503 }, 3);
    await app.time.advance(30_000);
    expect(listener.last()).toMatchObject({ status: 'stale', value: [{ type: 'Playable', amount: { minor: 1000 } }] });
    // After one failure the next try waits 60 s, not 30 s.
    await app.time.advance(30_000);
    expect(app.platform.callsOf('balances')).toHaveLength(2);
    await app.time.advance(30_000);
    expect(app.platform.callsOf('balances')).toHaveLength(3);
    listener.stop();
  });

  it('stops polling when the session ends', async () => {
    const app = await loggedIn();
    const listener = watch(app);
    await app.time.settle();
    app.platform.sessions.clear();
    await app.time.advance(30_000);
    await firstValueFrom(app.get<WalletService>(WalletTokens.WalletService).balances$.pipe(filter((state) => state === null)));
    const calls = app.platform.callsOf('balances').length;
    await app.time.advance(300_000);
    expect(app.platform.callsOf('balances')).toHaveLength(calls);
    listener.stop();
  });

  it('asks at once when told the balance moved, once for every listener, and restarts the interval', async () => {
    const app = await loggedIn();
    const first = watch(app);
    const second = watch(app);
    await app.time.advance(10_000);
    expect(app.platform.callsOf('balances')).toHaveLength(1);
    app.platform.player('ada@demo.test').balances = balances('EUR', { Playable: 7.5 });
    app.get<WalletService>(WalletTokens.WalletService).refresh();
    await app.time.settle();
    expect(app.platform.callsOf('balances')).toHaveLength(2);
    expect(first.last()?.value).toEqual(balances('EUR', { Playable: 7.5 }));
    await app.time.advance(29_000);
    expect(app.platform.callsOf('balances')).toHaveLength(2);
    await app.time.advance(1_000);
    expect(app.platform.callsOf('balances')).toHaveLength(3);
    first.stop();
    second.stop();
  });
});

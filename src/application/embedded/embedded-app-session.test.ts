import { describe, expect, it } from 'vitest';
import { aUser, balances } from '../../../tests/support/players';
import { createTestApp, type TestApp, loginServiceOf } from '../../../tests/support/test-app';
import { LOAD_PATIENCE_MS, type HostNavigation } from './embedded-app-session';
import type { EmbeddedAppSession } from './embedded-app-session';
import type { MemoryLegacyFrameChannels } from '../../infrastructure/embedded/memory-legacy-frame-channels';
import type { RecordingDocumentNavigator } from '../../infrastructure/embedded/recording-document-navigator';
import type { LogoutService } from '../session/logout-service';
import { SessionTokens } from '../session/tokens';
import { WalletTokens } from '../wallet/tokens';
import type { WalletService } from '../wallet/wallet-service';
import { EmbeddedTokens } from './tokens';

const LEGACY = 'http://127.0.0.1:4175';

const setUp = async ({ loggedIn = false, origins = [LEGACY] }: { loggedIn?: boolean; origins?: string[] } = {}) => {
  const app: TestApp = createTestApp({ config: { embeddedAppOrigins: origins, olympusLoggedPages: ['/account/cashier', '/sports'], olympusUnLoggedPages: ['/sports'] } });
  app.platform.addPlayer({ username: 'ada@demo.test', password: 'secret-pass', user: aUser({ currency: 'EUR' }), balances: balances('EUR', { Playable: 10 }) });
  await app.load('embedded');
  if (loggedIn) await (await loginServiceOf(app)).login({ credentials: { username: 'ada@demo.test', password: 'secret-pass' } }, null);
  const session = app.get<EmbeddedAppSession>(EmbeddedTokens.EmbeddedAppSession);
  const navigations: HostNavigation[] = [];
  session.navigate$.subscribe((navigation) => navigations.push(navigation));
  const frames = app.get<MemoryLegacyFrameChannels>(EmbeddedTokens.LegacyFrameChannels);
  const documents = app.get<RecordingDocumentNavigator>(EmbeddedTokens.DocumentNavigator);
  const channel = () => {
    const latest = frames.latest();
    if (latest === undefined) throw new Error('no legacy frame is listened to');
    return latest;
  };
  const connect = () => {
    const state = session.current();
    if (state.status !== 'loading' && state.status !== 'shown') throw new Error(`no frame: ${state.status}`);
    session.connect({ window: { postMessage: () => undefined }, origin: state.origin });
    return channel();
  };
  return { app, session, navigations, frames, documents, connect };
};

describe('EmbeddedAppSession', () => {
  it('frames the legacy path of the page in the player language, loading until the page reports it loaded (EMB-01)', async () => {
    const { session, connect } = await setUp();
    session.open('sportsbook', '/sports/event/fx-1', 'es');
    expect(session.current()).toMatchObject({ status: 'loading', frameUrl: `${LEGACY}/sports/event/fx-1?lang=es`, sitePath: '/sports/event/fx-1' });
    const channel = connect();
    channel.deliver({ type: 'legacy:navigation-end', path: '/sports/event/fx-1' });
    expect(session.current()).toMatchObject({ status: 'shown' });
    channel.deliver({ type: 'legacy:navigation-start' });
    expect(session.current()).toMatchObject({ status: 'loading' });
  });

  it('offers to try again when a page takes too long, and frames it anew', async () => {
    const { app, session, connect } = await setUp();
    session.open('sportsbook', '/sports/bets', 'en');
    connect();
    await app.time.advance(LOAD_PATIENCE_MS - 1);
    expect(session.current()).toMatchObject({ status: 'loading', slow: false });
    await app.time.advance(1);
    expect(session.current()).toMatchObject({ status: 'loading', slow: true, generation: 0 });
    session.retry();
    expect(session.current()).toMatchObject({ status: 'loading', slow: false, generation: 1, sitePath: '/sports/bets' });
    connect().deliver({ type: 'legacy:navigation-end', path: '/sports/bets' });
    await app.time.advance(LOAD_PATIENCE_MS);
    expect(session.current()).toMatchObject({ status: 'shown', slow: false });
  });

  it('says so when no legacy origin is configured', async () => {
    const { session } = await setUp({ origins: [] });
    session.open('cashier', '/account/cashier/deposit', 'en');
    expect(session.current()).toEqual({ status: 'unconfigured' });
  });

  it('does not listen to a frame of another origin', async () => {
    const { session, frames } = await setUp();
    session.open('sportsbook', '/sports', 'en');
    session.connect({ window: { postMessage: () => undefined }, origin: 'https://evil.test' });
    expect(frames.opened).toHaveLength(0);
  });

  it('makes the address follow the frame, replacing the entry, and sends the address the frame did not lead to', async () => {
    const { session, navigations, connect } = await setUp();
    session.open('sportsbook', '/sports', 'en');
    const channel = connect();
    channel.deliver({ type: 'legacy:navigation-end', path: '/sports/event/fx-2' });
    expect(navigations).toEqual([{ kind: 'open', path: '/sports/event/fx-2', replace: true }]);
    session.showing('/sports/event/fx-2');
    expect(channel.sent).toEqual([]);
    session.showing('/sports/bets');
    expect(channel.sent).toEqual([{ type: 'host:navigate', path: '/sports/bets' }]);
    expect(session.current()).toMatchObject({ status: 'loading', sitePath: '/sports/bets' });
  });

  it('maps cashier paths both ways', async () => {
    const { session, navigations, connect } = await setUp({ loggedIn: true });
    session.open('cashier', '/account/cashier/withdraw', 'en');
    expect(session.current()).toMatchObject({ frameUrl: `${LEGACY}/cashier/withdraw?lang=en` });
    const channel = connect();
    channel.deliver({ type: 'legacy:navigation-end', path: '/cashier/withdraw/cbt' });
    expect(navigations).toEqual([{ kind: 'open', path: '/account/cashier/withdraw/cbt', replace: true }]);
    session.showing('/account/cashier/withdraw/cbt');
    session.showing('/account/cashier/deposit');
    expect(channel.sent).toEqual([{ type: 'host:navigate', path: '/cashier/deposit' }]);
  });

  it('sends navigation errors to the error pages (EMB-01)', async () => {
    const { session, navigations, connect } = await setUp();
    session.open('sportsbook', '/sports', 'en');
    const channel = connect();
    channel.deliver({ type: 'legacy:navigation-error', error: 'NOT_FOUND' });
    channel.deliver({ type: 'legacy:navigation-error', error: 'OTHER' });
    expect(navigations).toEqual([
      { kind: 'open', path: '/error/not-found', replace: false },
      { kind: 'open', path: '/error/internal-server', replace: false },
    ]);
  });

  it('sends a login-required visitor to login with the page as destination (EMB-02)', async () => {
    const { session, navigations, connect } = await setUp();
    session.open('sportsbook', '/sports/event/fx-1', 'en');
    connect().deliver({ type: 'legacy:login-required' });
    expect(navigations).toEqual([{ kind: 'open', path: '/login?destination=%2Fsports%2Fevent%2Ffx-1', replace: false }]);
  });

  it('steps history in the sportsbook, and goes one level up in the cashier (EMB-03, EMB-04)', async () => {
    const sports = await setUp();
    sports.session.open('sportsbook', '/sports/event/fx-1', 'en');
    const sportsChannel = sports.connect();
    sportsChannel.deliver({ type: 'legacy:back' });
    sportsChannel.deliver({ type: 'legacy:forward' });
    expect(sports.navigations).toEqual([
      { kind: 'history', delta: -1 },
      { kind: 'history', delta: 1 },
    ]);
    const cashier = await setUp({ loggedIn: true });
    cashier.session.open('cashier', '/account/cashier/withdraw/ttp', 'en');
    cashier.connect().deliver({ type: 'legacy:back' });
    expect(cashier.navigations).toEqual([{ kind: 'open', path: '/account/cashier/withdraw', replace: false }]);
  });

  it('opens outside paths in-app or as a full page load by the player state (EMB-03, EMB-06)', async () => {
    const { session, navigations, documents, connect } = await setUp();
    session.open('sportsbook', '/sports', 'en');
    const channel = connect();
    channel.deliver({ type: 'legacy:navigate-outside', path: '/promotions/welcome' });
    channel.deliver({ type: 'legacy:navigate-outside', path: '/account/cashier/deposit' });
    expect(navigations).toEqual([{ kind: 'open', path: '/promotions/welcome', replace: false }]);
    expect(documents.loaded).toEqual(['/account/cashier/deposit']);
  });

  it('refreshes the wallet at once on balance-changed, a flood at most once a second', async () => {
    const { app, session, connect } = await setUp({ loggedIn: true });
    const shown = app.get<WalletService>(WalletTokens.WalletService).balances$.subscribe();
    await app.time.settle();
    session.open('sportsbook', '/sports', 'en');
    const channel = connect();
    const before = app.platform.callsOf('balances').length;
    for (let index = 0; index < 20; index += 1) channel.deliver({ type: 'legacy:balance-changed' });
    await app.time.settle();
    expect(app.platform.callsOf('balances').length).toBe(before + 1);
    await app.time.advance(1_000);
    expect(app.platform.callsOf('balances').length).toBe(before + 2);
    shown.unsubscribe();
  });

  it('sizes the frame within bounds', async () => {
    const { session, connect } = await setUp();
    session.open('sportsbook', '/sports', 'en');
    const channel = connect();
    channel.deliver({ type: 'legacy:resize', height: 900 });
    expect(session.current()).toMatchObject({ height: 900 });
    channel.deliver({ type: 'legacy:resize', height: 1e6 });
    expect(session.current()).toMatchObject({ height: 4000 });
  });

  it('loads the frame anew when the player logs out, and stops listening when closed', async () => {
    const { app, session, frames, connect } = await setUp({ loggedIn: true });
    session.open('sportsbook', '/sports/bets', 'en');
    const first = connect();
    await app.get<LogoutService>(SessionTokens.LogoutService).logout();
    await app.time.settle();
    expect(first.closed).toBe(true);
    expect(session.current()).toMatchObject({ status: 'loading', generation: 1, sitePath: '/sports/bets' });
    connect();
    session.close();
    expect(frames.opened.every((channel) => channel.closed)).toBe(true);
  });
});

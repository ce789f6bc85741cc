import { describe, expect, it } from 'vitest';
import type { SessionId } from '../../domain/session';
import { aUser, balances } from '../../../tests/support/players';
import { createTestApp } from '../../../tests/support/test-app';
import { WalletTokens } from '../wallet/tokens';
import type { WalletService } from '../wallet/wallet-service';
import { RESTORE_RETRY_DELAYS_MS, type SessionService } from './session-service';
import { SessionTokens } from './tokens';

const withStoredSession = () => {
  const app = createTestApp();
  app.platform.addPlayer({ username: 'ada@demo.test', password: 'pass-word', user: aUser(), balances: balances('EUR', { Playable: 5 }) });
  const session: SessionId = app.platform.openSession('ada@demo.test');
  app.fakes.sessionStore.value = session;
  return { app, session, service: app.get<SessionService>(SessionTokens.SessionService) };
};

describe('SessionService.restore', () => {
  it('restores a session the platform still knows', async () => {
    const { service, session } = withStoredSession();
    await service.restore();
    expect(service.current()).toMatchObject({ status: 'authenticated', id: session, user: { email: 'ada@demo.test' } });
  });

  it('forgets a session the platform refuses', async () => {
    const { app, service, session } = withStoredSession();
    app.platform.expireSession(session);
    await service.restore();
    expect(service.current()).toEqual({ status: 'visitor' });
    expect(app.fakes.sessionStore.value).toBeNull();
  });

  it('asks again while the platform cannot be reached, and keeps the player logged in when it answers', async () => {
    const { app, service } = withStoredSession();
    app.platform.fail('profile', { code: 'HTTP', status: 503 }, 2);
    const restoring = service.restore();
    await app.time.settle();
    expect(service.current()).toEqual({ status: 'unknown' });
    await app.time.advance(RESTORE_RETRY_DELAYS_MS[0] + RESTORE_RETRY_DELAYS_MS[1]);
    await restoring;
    expect(service.current()).toMatchObject({ status: 'authenticated' });
    expect(app.platform.callsOf('profile')).toHaveLength(3);
  });

  it('lets the player browse as a visitor when the platform never answers, keeping the cookie for later', async () => {
    const { app, service, session } = withStoredSession();
    app.platform.fail('profile', { code: 'NETWORK' }, 10);
    const restoring = service.restore();
    await app.time.advance(RESTORE_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0));
    await restoring;
    expect(service.current()).toEqual({ status: 'visitor' });
    expect(app.fakes.sessionStore.value).toBe(session);
  });
});

describe('SessionService.refreshProfile', () => {
  it('does not restart the polls of the same session', async () => {
    const { app, service } = withStoredSession();
    await service.restore();
    await app.load('wallet');
    const subscription = app.get<WalletService>(WalletTokens.WalletService).balances$.subscribe();
    await app.time.settle();
    expect(app.platform.callsOf('balances')).toHaveLength(1);
    await service.refreshProfile();
    await app.time.settle();
    expect(app.platform.callsOf('balances')).toHaveLength(1);
    subscription.unsubscribe();
  });
});

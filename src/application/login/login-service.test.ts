import { describe, expect, it } from 'vitest';
import { aUser } from '../../../tests/support/players';
import { createTestApp, loginServiceOf } from '../../../tests/support/test-app';
import type { NoticeService } from '../shared/notices';
import { SharedTokens } from '../shared/tokens';
import type { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';

const setUp = () => {
  const app = createTestApp();
  const player = app.platform.addPlayer({ username: 'ada@demo.test', password: 'pass-word', user: aUser() });
  const login = async () => (await loginServiceOf(app)).login({ credentials: { username: 'ada@demo.test', password: 'pass-word' } }, '/account');
  return { app, player, login };
};

describe('LoginService', () => {
  it('ends the platform session too when the profile cannot be loaded (AUTH-05)', async () => {
    const { app, login } = setUp();
    app.platform.fail('profile', { code: 'HTTP', status: 500 });
    expect(await login()).toEqual({ _tag: 'Left', left: { code: 'PROFILE_UNAVAILABLE' } });
    expect(app.get<SessionService>(SessionTokens.SessionService).current()).toEqual({ status: 'visitor' });
    expect(app.fakes.sessionStore.value).toBeNull();
    expect(app.platform.callsOf('logout')).toHaveLength(1);
    expect(app.platform.sessions.size).toBe(0);
  });

  it('warns the player who logged in from another country than usual', async () => {
    const { app, login } = setUp();
    app.platform.answerNextLogin({ accept: { loginFromDifferentCountry: true } });
    expect(await login()).toMatchObject({ right: { kind: 'AUTHENTICATED', target: '/account' } });
    expect(app.get<NoticeService>(SharedTokens.Notices).current()).toEqual([expect.objectContaining({ kind: 'info', key: 'login.differentCountry' })]);
  });

  it('says nothing of the country when the login is from the usual one', async () => {
    const { app, login } = setUp();
    await login();
    expect(app.get<NoticeService>(SharedTokens.Notices).current()).toEqual([]);
  });
});

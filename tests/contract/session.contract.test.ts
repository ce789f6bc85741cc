// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpLoginGateway } from '../../src/infrastructure/login/http-login-gateway';
import { HttpCaptchaGateway } from '../../src/infrastructure/login/http-captcha-gateway';
import { HttpLogoutGateway } from '../../src/infrastructure/session/http-logout-gateway';
import { HttpPasswordResetGateway } from '../../src/infrastructure/login/http-password-reset-gateway';
import { HttpProfileGateway } from '../../src/infrastructure/session/http-profile-gateway';
import { HttpSiteConfigGateway } from '../../src/infrastructure/config/http-site-config-gateway';
import { HttpPinCodeGateway } from '../../src/infrastructure/verification/http-pin-code-gateway';
import type { LoginReply, LoginRequest } from '../../src/domain/session';
import type { PinCode } from '../../src/domain/verification';
import { startFixture, type SandboxFixture } from './sandbox-fixture';

let sandbox: SandboxFixture;
beforeAll(async () => {
  sandbox = await startFixture();
});
afterAll(() => sandbox.close());

const login = (request: LoginRequest) => new HttpLoginGateway(sandbox.http).login(request);
const credentials = (player: { username: string; password: string }) => ({ credentials: { username: player.username, password: player.password } });
const sessionOf = (reply: LoginReply) => {
  if (reply.kind !== 'SUCCESS') throw new Error(`expected a session, got ${reply.kind}`);
  return reply.success.sessionId;
};

describe('site configuration', () => {
  it('decodes every flag, and a flag flipped by the control API', async () => {
    const before = await new HttpSiteConfigGateway(sandbox.http).load();
    expect(before).toMatchObject({ _tag: 'Right', right: { languagesPublished: ['en', 'es', 'de'], isCashierDepositEnabled: true } });
    await sandbox.control('PATCH', '/sandbox/control/site-config', { isCashierDepositEnabled: false });
    const after = await new HttpSiteConfigGateway(sandbox.http).load();
    expect(after).toMatchObject({ _tag: 'Right', right: { isCashierDepositEnabled: false } });
    await sandbox.control('PATCH', '/sandbox/control/site-config', { isCashierDepositEnabled: true });
  });
});

describe('login (AUTH-03, AUTH-04, AUTH-08, AUTH-11)', () => {
  it('logs a ready player in with a new session each time, and loads the profile', async () => {
    const player = await sandbox.newPlayer();
    const first = await login(credentials(player));
    const second = await login(credentials(player));
    expect(first).toMatchObject({ _tag: 'Right', right: { kind: 'SUCCESS', success: { userCountry: 'MT', language: 'en', loginFromDifferentCountry: false } } });
    if (first._tag === 'Left' || second._tag === 'Left') throw new Error('login failed');
    expect(sessionOf(first.right)).not.toBe(sessionOf(second.right));
    expect(sessionOf(first.right).length).toBeGreaterThanOrEqual(22);
    const profile = await new HttpProfileGateway(sandbox.http).profile(sessionOf(second.right));
    expect(profile).toMatchObject({ _tag: 'Right', right: { email: player.username, firstName: 'Ada', currency: 'EUR', hasPinCode: true } });
  });

  it('refuses a wrong password, then blocks after five', async () => {
    const player = await sandbox.newPlayer();
    const wrong = { credentials: { username: player.username, password: 'not-the-password' } };
    expect(await login(wrong)).toMatchObject({ left: { code: 'INVALID_GRANT', errors: ['INVALID_CREDENTIALS'] } });
    for (let attempt = 2; attempt <= 5; attempt += 1) await login(wrong);
    const blocked = await login(credentials(player));
    expect(blocked).toMatchObject({ left: { code: 'BLOCKED' } });
    // ACC-07: the refusal says when the 15-minute block ends.
    const secondsLeft = blocked._tag === 'Left' && blocked.left.code === 'BLOCKED' ? blocked.left.retryAfterSeconds : null;
    expect(secondsLeft).toBeGreaterThan(14 * 60);
    expect(secondsLeft).toBeLessThanOrEqual(15 * 60);
  });

  it('answers 422 with the fields at fault', async () => {
    expect(await login({ credentials: { username: '', password: '' } })).toMatchObject({
      left: { code: 'VALIDATION_ERROR', fieldErrors: expect.arrayContaining([{ field: 'username', cause: 'REQUIRED' }]) },
    });
  });

  it('refuses a disabled profile', async () => {
    const player = await sandbox.newPlayer('ready@demo.test', { disabled: true });
    expect(await login(credentials(player))).toMatchObject({ left: { code: 'DISABLED_PROFILE' } });
  });

  it('asks for a captcha, accepts a fresh token once', async () => {
    const player = await sandbox.newPlayer('captcha@demo.test');
    expect(await login(credentials(player))).toMatchObject({ left: { code: 'CAPTCHA_REQUIRED' } });
    const token = await new HttpCaptchaGateway(sandbox.http).solve();
    if (token._tag === 'Left') throw new Error('no captcha token');
    expect(await login({ ...credentials(player), captchaToken: token.right })).toMatchObject({ right: { kind: 'SUCCESS' } });
    expect(await login({ ...credentials(player), captchaToken: token.right })).toMatchObject({ left: { code: 'CAPTCHA_REQUIRED' } });
  });

  it('asks for the SMS code from the outbox, counts wrong codes, then blocks verification', async () => {
    const player = await sandbox.newPlayer('twofactor@demo.test');
    expect(await login(credentials(player))).toMatchObject({ left: { code: 'MFA_REQUIRED', method: 'SMS', invalidCode: false } });
    const outbox = (await (await sandbox.control('GET', `/sandbox/outbox?to=${encodeURIComponent(player.username)}`)).json()) as { code: string }[];
    const code = outbox[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(await login({ ...credentials(player), mfa: { code: wrongCode, method: 'SMS' } })).toMatchObject({
      left: { code: 'MFA_REQUIRED', invalidCode: true, remainingAttempts: 2 },
    });
    expect(await login({ ...credentials(player), mfa: { code, method: 'SMS' } })).toMatchObject({ right: { kind: 'SUCCESS' } });
    for (let attempt = 1; attempt <= 2; attempt += 1) await login({ ...credentials(player), mfa: { code: wrongCode, method: 'SMS' } });
    expect(await login({ ...credentials(player), mfa: { code: wrongCode, method: 'SMS' } })).toMatchObject({ left: { code: 'VERIFICATION_BLOCKED' } });
  });

  it('asks for the PIN when PIN_CODE is the player method', async () => {
    const player = await sandbox.newPlayer('ready@demo.test', { mfaLoginMethod: 'PIN_CODE' });
    expect(await login(credentials(player))).toMatchObject({ left: { code: 'MFA_REQUIRED', method: 'PIN_CODE' } });
    expect(await login({ ...credentials(player), mfa: { code: '1234', method: 'PIN_CODE' } })).toMatchObject({ right: { kind: 'SUCCESS' } });
  });

  it.each([
    ['forcePasswordReset', 'full', { kind: 'ACTION_REQUIRED', requiredAction: { action: 'forcePasswordReset' } }],
    ['forcePinReset', 'full', { kind: 'ACTION_REQUIRED', requiredAction: { action: 'forcePinReset' } }],
    ['acceptNewTerms', 'full', { code: 'UNKNOWN_REQUIRED_ACTION', action: 'acceptNewTerms' }],
    ['forcePinReset', 'missing-token', { code: 'INVALID_REQUIRED_ACTION_DETAILS' }],
    ['forcePinReset', 'empty', { code: 'PRECONDITION_REQUIRED' }],
  ])('answers 428 %s (%s) as %j', async (requiredAction, requiredActionShape, expected) => {
    const player = await sandbox.newPlayer('ready@demo.test', { requiredAction, requiredActionShape });
    const result = await login(credentials(player));
    expect(result._tag === 'Right' ? result.right : result.left).toMatchObject(expected);
  });

  it('lets a forced PIN reset set a new PIN with the 428 token, once', async () => {
    const player = await sandbox.newPlayer('pin-reset@demo.test');
    const result = await login(credentials(player));
    if (result._tag === 'Left' || result.right.kind !== 'ACTION_REQUIRED') throw new Error('expected a required action');
    const token = result.right.requiredAction.token ?? '';
    const pins = new HttpPinCodeGateway(sandbox.http);
    expect(await pins.resetWithToken(token, '12' as PinCode)).toMatchObject({ left: { code: 'HTTP', status: 422 } });
    expect(await pins.resetWithToken(token, '8642' as PinCode)).toMatchObject({ _tag: 'Right' });
    expect(await pins.resetWithToken(token, '8642' as PinCode)).toMatchObject({ left: { code: 'HTTP', status: 404 } });
    expect(await login(credentials(player))).toMatchObject({ right: { kind: 'SUCCESS' } });
  });

  it('lets a forced password reset set a new password', async () => {
    const player = await sandbox.newPlayer('reset@demo.test');
    const result = await login(credentials(player));
    if (result._tag === 'Left' || result.right.kind !== 'ACTION_REQUIRED') throw new Error('expected a required action');
    const reset = new HttpPasswordResetGateway(sandbox.http);
    const token = result.right.requiredAction.token ?? '';
    expect(await reset.reset(token, 'short')).toMatchObject({ left: { code: 'PASSWORD_REFUSED', problem: 'TOO_SHORT' } });
    expect(await reset.reset(token, 'password1234')).toMatchObject({ left: { code: 'PASSWORD_REFUSED', problem: 'COMMON_PASSWORD' } });
    expect(await reset.reset(token, 'A-new-password-1')).toMatchObject({ _tag: 'Right' });
    expect(await login({ credentials: { username: player.username, password: 'A-new-password-1' } })).toMatchObject({ right: { kind: 'SUCCESS' } });
  });

  it('asks for a reset link: the same answer for any address, a refusal for none (ACC-02)', async () => {
    const reset = new HttpPasswordResetGateway(sandbox.http);
    const player = await sandbox.newPlayer();
    expect(await reset.requestLink(player.username)).toEqual({ _tag: 'Right', right: undefined });
    expect(await reset.requestLink('nobody-by-that-name@demo.test')).toEqual({ _tag: 'Right', right: undefined });
    expect(await reset.requestLink('')).toMatchObject({ left: { code: 'INVALID_EMAIL' } });
  });
});

describe('session calls (AUTH-02, AUTH-05, AUTH-09, PIN-02)', () => {
  it('sets a PIN, then logs out; the ended session is refused and reported once', async () => {
    const player = await sandbox.newPlayer('nopin@demo.test');
    const result = await login(credentials(player));
    if (result._tag === 'Left') throw new Error('login failed');
    const session = sessionOf(result.right);
    const profiles = new HttpProfileGateway(sandbox.http);
    expect(await profiles.profile(session)).toMatchObject({ right: { hasPinCode: false } });
    expect(await new HttpPinCodeGateway(sandbox.http).update(session, '12a4' as PinCode)).toMatchObject({ left: { code: 'HTTP', status: 422 } });
    expect(await new HttpPinCodeGateway(sandbox.http).update(session, '4321' as PinCode)).toMatchObject({ _tag: 'Right' });
    expect(await profiles.profile(session)).toMatchObject({ right: { hasPinCode: true } });
    expect(await new HttpLogoutGateway(sandbox.http).logout(session)).toMatchObject({ _tag: 'Right' });
    expect(sandbox.rejected).toEqual([]);
    expect(await profiles.profile(session)).toMatchObject({ left: { code: 'UNAUTHORIZED' } });
    expect(sandbox.rejected).toEqual([session]);
    expect(await new HttpLogoutGateway(sandbox.http).logout(session)).toMatchObject({ left: { code: 'UNAUTHORIZED' } });
    expect(sandbox.rejected).toEqual([session]);
  });
});

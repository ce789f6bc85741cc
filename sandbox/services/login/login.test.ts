// @vitest-environment node
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { record, text, type HttpResult } from '../../test-support/harness.ts';
import { rawRequest } from '../../test-support/raw-http.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';

const sandbox = useTestSandbox({ own: true });
const minute = 60_000;
const invalidCredentials = { errorCode: 'invalid_grant', errors: ['INVALID_CREDENTIALS'] };


async function outboxFor(username: string): Promise<Record<string, unknown>[]> {
  const result = await sandbox.request('GET', `/sandbox/outbox?to=${encodeURIComponent(username)}`);
  expect(result.status).toBe(200);
  return (result.body as unknown[]).map(record);
}

async function stateOf(username: string): Promise<Record<string, unknown>> {
  return record((await sandbox.request('GET', `/sandbox/control/players/${encodeURIComponent(username)}`)).body);
}

describe('login', { timeout: 30_000 }, () => {
  it('answers 200 with a session for good credentials, the username matched case-insensitively', async () => {
    const result = await sandbox.login('Ready@Demo.TEST', 'Ready-Player-1');
    expect(result.status).toBe(200);
    const body = record(result.body);
    expect(body).toEqual({
      sessionId: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      userCountry: 'MT',
      loginFromDifferentCountry: false,
      attributes: { language: 'en' },
    });
    expect(Buffer.from(text(body.sessionId), 'base64url')).toHaveLength(32);
  });

  it('reports the player language', async () => {
    const result = await sandbox.login('es@demo.test', 'Spanish-Player-1');
    expect(record(result.body).attributes).toEqual({ language: 'es' });
  });

  it('issues a new session id at every login', async () => {
    const first = await sandbox.sessionFor('ready@demo.test', 'Ready-Player-1');
    const second = await sandbox.sessionFor('ready@demo.test', 'Ready-Player-1');
    expect(first).not.toBe(second);
    for (const session of [first, second]) {
      expect((await sandbox.request('GET', `/services/profile/v1/profiles/${session}`)).status).toBe(200);
    }
  });

  it('answers INVALID_CREDENTIALS for a wrong password and for an unknown user', async () => {
    expect(await sandbox.login('ready@demo.test', 'wrong-password')).toMatchObject({ status: 401, body: invalidCredentials });
    expect(await sandbox.login('nobody@demo.test', 'Ready-Player-1')).toMatchObject({ status: 401, body: invalidCredentials });
  });

  it('blocks the account for 15 minutes at the fifth failure in a row', async () => {
    const player = await sandbox.createPlayer();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await sandbox.login(player.username, 'wrong')).toMatchObject({ status: 401, body: invalidCredentials });
    }
    expect(await stateOf(player.username)).toMatchObject({ failedLogins: 4, blockedUntil: null });
    const blockedAt = sandbox.now();
    const fifth = await sandbox.login(player.username, 'wrong');
    expect(fifth).toMatchObject({ status: 401, body: { errorCode: 'blocked', retryAfterSeconds: 15 * 60 } });
    const blockedUntil = Date.parse(String(record(fifth.body).blockedUntil));
    expect(blockedUntil - (blockedAt + 15 * minute)).toBeGreaterThanOrEqual(0);
    expect(blockedUntil - (blockedAt + 15 * minute)).toBeLessThan(5_000);
    sandbox.advanceClock(5 * minute);
    // The refusal says when the block ends, counting down on the sandbox's clock.
    expect(await sandbox.login(player.username, player.password)).toMatchObject({ status: 401, body: { errorCode: 'blocked', retryAfterSeconds: 10 * 60 } });

    sandbox.advanceClock(9 * minute);
    expect((await sandbox.login(player.username, player.password)).status).toBe(401);
    sandbox.advanceClock(1 * minute + 1000);
    expect((await sandbox.login(player.username, player.password)).status).toBe(200);
    expect(await stateOf(player.username)).toMatchObject({ failedLogins: 0, blockedUntil: null });
  });

  it('resets the failure count on a successful login', async () => {
    const player = await sandbox.createPlayer({ failedLogins: 4 });
    expect((await sandbox.login(player.username, player.password)).status).toBe(200);
    expect(await stateOf(player.username)).toMatchObject({ failedLogins: 0 });
    expect(await sandbox.login(player.username, 'wrong')).toMatchObject({ body: invalidCredentials });
  });

  it('answers DISABLED_PROFILE for a disabled profile, but only with the right password', async () => {
    expect(await sandbox.login('disabled@demo.test', 'Disabled-Player-1')).toMatchObject({
      status: 401,
      body: { errorCode: 'DISABLED_PROFILE' },
    });
    expect(await sandbox.login('disabled@demo.test', 'nope')).toMatchObject({ status: 401, body: invalidCredentials });
  });

  it('logs in with the PIN variant and refuses other variants', async () => {
    const pinLogin = (username: string, pinCode: unknown) =>
      sandbox.request('POST', '/services/login-service/v1/login/pin', { body: { username, pinCode } });
    expect((await pinLogin('ready@demo.test', '1234')).status).toBe(200);
    expect(await pinLogin('ready@demo.test', '9999')).toMatchObject({ status: 401, body: invalidCredentials });
    expect(await pinLogin('nopin@demo.test', '1234')).toMatchObject({ status: 401, body: invalidCredentials });
    expect(await pinLogin('ready@demo.test', '12a4')).toMatchObject({
      status: 422,
      body: { errorCode: 'VALIDATION_ERROR', fieldErrors: [{ field: 'pinCode', cause: 'INVALID_FORMAT' }] },
    });
    const other = await sandbox.request('POST', '/services/login-service/v1/login/fingerprint', {
      body: { username: 'ready@demo.test', pinCode: '1234' },
    });
    expect(other.status).toBe(404);
  });
});

/**
 * A login sent from another loopback address (Linux routes all of 127.0.0.0/8 to lo), so the
 * sandbox sees another source: how a stranger on another machine looks to it.
 */
async function loginFrom(address: string, username: string, password: string, headers: Record<string, string> = {}): Promise<HttpResult> {
  const answer = await rawRequest(sandbox.url, {
    method: 'POST',
    path: '/services/login-service/v1/login',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username, password }),
    localAddress: address,
  });
  return { status: answer.status, headers: new Headers(), text: answer.text, body: answer.json };
}

const errorCodeOf = (result: HttpResult) => record(result.body).errorCode;

describe('lockout by username and source', { timeout: 60_000 }, () => {
  it('a spray from another address blocks that address, not the player at their own', async () => {
    const player = await sandbox.createPlayer();
    const stranger = '127.0.0.2';
    const answers = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) answers.push(errorCodeOf(await loginFrom(stranger, player.username, 'guess')));
    expect(answers).toEqual(['invalid_grant', 'invalid_grant', 'invalid_grant', 'invalid_grant', 'blocked']);
    expect(errorCodeOf(await loginFrom(stranger, player.username, player.password))).toBe('blocked');

    // The player's own address (127.0.0.1) was never blocked.
    expect((await sandbox.login(player.username, player.password)).status).toBe(200);
    expect(await stateOf(player.username)).toMatchObject({ failedLogins: 0, blockedUntil: null, failedLoginsAllSources: 5 });
    const strangerState = record((await sandbox.request('GET', `/sandbox/control/players/${player.username}?source=${stranger}`)).body);
    expect(strangerState).toMatchObject({ failedLogins: 5, blockedUntil: expect.any(String) });
    expect(strangerState.loginFailures).toEqual([
      { source: '*', failedLogins: 5, blockedUntil: null },
      { source: stranger, failedLogins: 5, blockedUntil: expect.any(String) },
    ]);
  });

  it('an unknown username answers exactly like a known one, block included', async () => {
    const player = await sandbox.createPlayer();
    const unknown = `nobody-${Date.now()}@demo.test`;
    const source = '127.0.0.3';
    const sequence = async (username: string) => {
      const codes = [];
      for (let attempt = 1; attempt <= 6; attempt += 1) codes.push(errorCodeOf(await loginFrom(source, username, 'guess')));
      return codes;
    };
    const known = await sequence(player.username);
    expect(known).toEqual(['invalid_grant', 'invalid_grant', 'invalid_grant', 'invalid_grant', 'blocked', 'blocked']);
    expect(await sequence(unknown)).toEqual(known);
  });

  it('after 10 failures from all sources, every login at the username needs a captcha, known or unknown, then the block ends', async () => {
    const player = await sandbox.createPlayer();
    const unknown = `nobody-else-${Date.now()}@demo.test`;
    await sandbox.patchPlayer(player.username, { failedLoginsAllSources: 10 });
    expect(await stateOf(player.username)).toMatchObject({ failedLoginsAllSources: 10 });
    for (const [address, username] of [['127.0.0.4', unknown], ['127.0.0.5', unknown]] as const) {
      for (let attempt = 1; attempt <= 5; attempt += 1) await loginFrom(address, username, 'guess');
    }
    for (const username of [player.username, unknown]) {
      expect(errorCodeOf(await loginFrom('127.0.0.6', username, 'guess'))).toBe('invalid_grant_captcha_enforcement');
    }
    const token = text(record((await sandbox.request('POST', '/services/captcha/v1/tokens', { body: {} })).body).token);
    expect((await loginFrom('127.0.0.6', player.username, player.password, { 'X-CAPTCHA-TOKEN': token })).status).toBe(200);

    // 15 minutes after the last failure the step is over, as are the blocks.
    sandbox.advanceClock(15 * minute + 1000);
    expect((await sandbox.login(player.username, player.password)).status).toBe(200);
    expect(errorCodeOf(await loginFrom('127.0.0.4', unknown, 'guess'))).toBe('invalid_grant');
  });

  it('the control API sets one source’s count and block, by default the caller’s', async () => {
    const player = await sandbox.createPlayer();
    await sandbox.patchPlayer(player.username, { failedLogins: 5, blockedUntil: '2999-01-01T00:00:00Z', loginSource: '127.0.0.9' });
    expect((await sandbox.login(player.username, player.password)).status).toBe(200);
    expect(errorCodeOf(await loginFrom('127.0.0.9', player.username, player.password))).toBe('blocked');
    await sandbox.patchPlayer(player.username, { blockedUntil: null, failedLogins: 0, loginSource: '127.0.0.9' });
    expect((await loginFrom('127.0.0.9', player.username, player.password)).status).toBe(200);
  });
});

describe('login validation', () => {
  const login = (body: unknown) => sandbox.request('POST', '/services/login-service/v1/login', { body });

  it('answers 422 REQUIRED for missing and blank fields', async () => {
    expect(await login({})).toMatchObject({
      status: 422,
      body: {
        errorCode: 'VALIDATION_ERROR',
        fieldErrors: [
          { field: 'username', cause: 'REQUIRED' },
          { field: 'password', cause: 'REQUIRED' },
        ],
      },
    });
    expect((await login({ username: '   ', password: 'x' })).body).toEqual({
      errorCode: 'VALIDATION_ERROR',
      fieldErrors: [{ field: 'username', cause: 'REQUIRED' }],
    });
  });

  it('answers 422 TOO_LONG beyond 254 characters and INVALID_FORMAT for non-strings', async () => {
    const longest = `${'a'.repeat(244)}@demo.test`;
    expect(longest).toHaveLength(254);
    expect(await login({ username: longest, password: 'x' })).toMatchObject({ status: 401, body: invalidCredentials });
    expect((await login({ username: `${longest}x`, password: 7 })).body).toEqual({
      errorCode: 'VALIDATION_ERROR',
      fieldErrors: [
        { field: 'username', cause: 'TOO_LONG' },
        { field: 'password', cause: 'INVALID_FORMAT' },
      ],
    });
  });

  it('treats a JSON request without a body as missing fields; without the JSON type it is 415', async () => {
    const json = await sandbox.request('POST', '/services/login-service/v1/login', { headers: { 'content-type': 'application/json' } });
    expect(json.status).toBe(422);
    expect(await sandbox.request('POST', '/services/login-service/v1/login')).toMatchObject({
      status: 415,
      body: { errorCode: 'UNSUPPORTED_MEDIA_TYPE', message: expect.any(String) },
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await fetch(`${sandbox.url}/services/login-service/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username":',
    });
    expect(response.status).toBe(400);
  });
});

describe('SMS verification', { timeout: 30_000 }, () => {
  it('sends a 6-digit code to the outbox when the code is missing, and accepts it', async () => {
    const player = await sandbox.createPlayer({ template: 'twofactor@demo.test' });
    expect(await sandbox.login(player.username, player.password)).toMatchObject({
      status: 401,
      body: { errorCode: 'mfa_required:SMS' },
    });
    const [message, ...older] = await outboxFor(player.username);
    expect(older).toHaveLength(0);
    expect(message).toMatchObject({ to: player.username, channel: 'SMS', code: expect.stringMatching(/^\d{6}$/) });
    expect(text(message?.text)).toContain(text(message?.code));

    const result = await sandbox.login(player.username, player.password, { 'X-MFA-CODE': text(message?.code) });
    expect(result.status).toBe(200);
    // A used code does not work twice.
    expect((await sandbox.login(player.username, player.password, { 'X-MFA-CODE': text(message?.code) })).body).toMatchObject({
      errors: ['MFA_INVALID_CONFIRMATION_CODE'],
    });
  });

  it('only the latest code counts', async () => {
    const player = await sandbox.createPlayer({ template: 'twofactor@demo.test' });
    await sandbox.login(player.username, player.password);
    await sandbox.login(player.username, player.password);
    const [latest, earlier] = await outboxFor(player.username);
    expect(latest?.code).not.toBeUndefined();
    if (earlier?.code !== latest?.code) {
      expect((await sandbox.login(player.username, player.password, { 'X-MFA-CODE': text(earlier?.code) })).status).toBe(401);
    }
    expect((await sandbox.login(player.username, player.password, { 'X-MFA-CODE': text(latest?.code) })).status).toBe(200);
  });

  it('counts wrong codes and blocks verification at the third, until 15 minutes pass', async () => {
    const player = await sandbox.createPlayer({ template: 'twofactor@demo.test' });
    await sandbox.login(player.username, player.password);
    const code = text((await outboxFor(player.username))[0]?.code);
    const wrong = code === '000000' ? '111111' : '000000';
    const withCode = (value: string) => sandbox.login(player.username, player.password, { 'X-MFA-CODE': value });

    expect(await withCode(wrong)).toMatchObject({
      status: 401,
      body: { errorCode: 'mfa_required:SMS', errors: ['MFA_INVALID_CONFIRMATION_CODE'], remainingAttempts: 2 },
    });
    expect((await withCode(wrong)).body).toMatchObject({ remainingAttempts: 1 });
    expect(await withCode(wrong)).toMatchObject({ status: 401, body: { errorCode: 'VERIFICATION_BLOCKED' } });
    expect(await withCode(code)).toMatchObject({ status: 401, body: { errorCode: 'VERIFICATION_BLOCKED' } });

    sandbox.advanceClock(15 * minute + 1000);
    await sandbox.login(player.username, player.password);
    const fresh = text((await outboxFor(player.username))[0]?.code);
    expect((await withCode(fresh)).status).toBe(200);
    expect(await stateOf(player.username)).toMatchObject({ mfaFailures: 0, verificationBlockedUntil: null });
  });

  it('resets the wrong-code count on success', async () => {
    const player = await sandbox.createPlayer({ template: 'twofactor@demo.test', mfaFailures: 2 });
    await sandbox.login(player.username, player.password);
    const code = text((await outboxFor(player.username))[0]?.code);
    expect((await sandbox.login(player.username, player.password, { 'X-MFA-CODE': code })).status).toBe(200);
    expect(await stateOf(player.username)).toMatchObject({ mfaFailures: 0 });
  });
});

describe('PIN and authenticator verification', { timeout: 30_000 }, () => {
  it('PIN_CODE takes the player PIN as the code', async () => {
    const player = await sandbox.createPlayer({ mfaLoginMethod: 'PIN_CODE' });
    expect(await sandbox.login(player.username, player.password)).toMatchObject({
      status: 401,
      body: { errorCode: 'mfa_required:PIN_CODE' },
    });
    expect(await sandbox.login(player.username, player.password, { 'X-MFA-CODE': '4321' })).toMatchObject({
      status: 401,
      body: { errorCode: 'mfa_required:PIN_CODE', errors: ['MFA_INVALID_CONFIRMATION_CODE'], remainingAttempts: 2 },
    });
    expect((await sandbox.login(player.username, player.password, { 'X-MFA-CODE': '1234' })).status).toBe(200);
    expect(await outboxFor(player.username)).toHaveLength(0);
  });

  it('TWO_FACTOR_AUTHENTICATION takes the current TOTP with X-ENFORCEMENT-METHOD', async () => {
    const player = await sandbox.createPlayer({ mfaLoginMethod: 'TWO_FACTOR_AUTHENTICATION' });
    const authenticator = record(
      (await sandbox.request('GET', `/sandbox/control/players/${encodeURIComponent(player.username)}/totp`)).body,
    );
    const secret = text(authenticator.secret);
    const code = await generate({ secret, epoch: Math.floor(sandbox.now() / 1000) });
    const required = { status: 401, body: { errorCode: 'mfa_required:TWO_FACTOR_AUTHENTICATION' } };

    expect(await sandbox.login(player.username, player.password)).toMatchObject(required);
    // Without the enforcement header the code is not looked at (and not counted).
    expect(await sandbox.login(player.username, player.password, { 'X-MFA-CODE': code })).toMatchObject(required);
    expect(await stateOf(player.username)).toMatchObject({ mfaFailures: 0 });

    const enforced = { 'X-ENFORCEMENT-METHOD': 'TWO_FACTOR_AUTHENTICATION' };
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await sandbox.login(player.username, player.password, { ...enforced, 'X-MFA-CODE': wrong })).body).toMatchObject({
      errorCode: 'mfa_required:TWO_FACTOR_AUTHENTICATION',
      remainingAttempts: 2,
    });
    const current = await generate({ secret, epoch: Math.floor(sandbox.now() / 1000) });
    expect((await sandbox.login(player.username, player.password, { ...enforced, 'X-MFA-CODE': current })).status).toBe(200);

    // A code from five minutes ago is stale.
    const stale = await generate({ secret, epoch: Math.floor(sandbox.now() / 1000) - 300 });
    if (stale !== current) {
      expect((await sandbox.login(player.username, player.password, { ...enforced, 'X-MFA-CODE': stale })).status).toBe(401);
    }
  });
});

describe('required actions (428)', { timeout: 30_000 }, () => {
  it('answers action, token and profile info when the password is right', async () => {
    const result = await sandbox.login('phone-reset@demo.test', 'Phone-Reset-Player-1');
    expect(result.status).toBe(428);
    expect(result.body).toEqual({
      action: 'forcePhoneNumberReset',
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      profileInfo: { email: 'phone-reset@demo.test', firstName: 'Katherine' },
    });
    expect((await sandbox.login('pin-reset@demo.test', 'Pin-Reset-Player-1')).body).toMatchObject({ action: 'forcePinReset' });
    expect(await sandbox.login('pin-reset@demo.test', 'wrong')).toMatchObject({ status: 401, body: invalidCredentials });
  });

  it('follows the shapes the control API sets', async () => {
    const player = await sandbox.createPlayer({ requiredAction: 'acceptTerms', requiredActionShape: 'missing-token' });
    const missingToken = await sandbox.login(player.username, player.password);
    expect(missingToken.status).toBe(428);
    expect(missingToken.body).toEqual({
      action: 'acceptTerms',
      profileInfo: { email: player.username, firstName: 'Ada' },
    });

    await sandbox.patchPlayer(player.username, { requiredActionShape: 'empty' });
    const empty = await sandbox.login(player.username, player.password);
    expect(empty.status).toBe(428);
    expect(empty.text).toBe('');
  });

  it('password reset with the 428 token sets the password and clears forcePasswordReset', async () => {
    const player = await sandbox.createPlayer({ template: 'reset@demo.test' });
    expect(player.password).toBe('Reset-Player-1');
    const token = text(record((await sandbox.login(player.username, player.password)).body).token);
    const reset = (body: unknown) => sandbox.request('POST', '/services/login-service/v1/password-reset', { body });

    expect(await reset({ token, newPassword: 'short' })).toMatchObject({
      status: 422,
      body: { errorCode: 'VALIDATION_ERROR', fieldErrors: [{ field: 'newPassword', cause: 'TOO_SHORT' }] },
    });
    expect((await reset({ newPassword: 'Long-Enough-1' })).body).toMatchObject({
      fieldErrors: [{ field: 'token', cause: 'REQUIRED' }],
    });
    expect((await reset({ token: 'not-a-token', newPassword: 'Long-Enough-1' })).status).toBe(404);
    expect((await reset({ token, newPassword: 'Long-Enough-1' })).status).toBe(204);
    expect((await reset({ token, newPassword: 'Another-One-1' })).status).toBe(404);

    expect(await sandbox.login(player.username, player.password)).toMatchObject({ status: 401, body: invalidCredentials });
    expect((await sandbox.login(player.username, 'Long-Enough-1')).status).toBe(200);
    expect(await stateOf(player.username)).toMatchObject({ requiredAction: null });
  });
});

describe('logout', () => {
  it('ends the session: 204, then the session is unknown', async () => {
    const session = await sandbox.sessionFor('nopin@demo.test', 'No-Pin-Player-1');
    const logout = await sandbox.request('DELETE', `/services/login-service/v1/sessions/${session}`);
    expect(logout.status).toBe(204);
    // The browser wipes the site's storage (not its cookies: the language cookie stays; not its
    // cache: it holds only the immutable assets).
    expect(logout.headers.get('clear-site-data')).toBe('"storage"');
    expect(await sandbox.request('GET', `/services/profile/v1/profiles/${session}`)).toMatchObject({
      status: 401,
      body: { errorCode: 'SESSION_EXPIRED' },
    });
    const again = await sandbox.request('DELETE', `/services/login-service/v1/sessions/${session}`);
    expect(again).toMatchObject({ status: 401, body: { errorCode: 'SESSION_EXPIRED' } });
    // A session that had already ended (expired, or ended in another tab) still wipes the browser.
    expect(again.headers.get('clear-site-data')).toBe('"storage"');
  });
});

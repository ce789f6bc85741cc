// @vitest-environment node
import { generate } from 'otplib';
import { afterEach, describe, expect, it } from 'vitest';
import { record, text } from '../../test-support/harness.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';

const sandbox = useTestSandbox({ own: true });

const pv = (session: string, path: string) => `/services/player-verification/v1/profiles/${session}${path}`;
/** A body-less POST, typed as JSON as the site sends it. */
const post = (path: string, headers: Record<string, string> = {}) => sandbox.request('POST', path, { headers: { 'Content-Type': 'application/json', ...headers } });
const stepMs = 30_000;

async function newPlayer(patch: Record<string, unknown> = {}) {
  const player = await sandbox.createPlayer(patch);
  return { ...player, session: await sandbox.sessionFor(player.username, player.password) };
}

async function setSiteConfig(patch: Record<string, unknown>): Promise<void> {
  expect((await sandbox.control('PATCH', '/sandbox/control/site-config', patch)).status).toBe(200);
}

afterEach(async () => {
  await setSiteConfig({
    twoFactorAuthenticatorEnabled: true,
    tfaEnrolment: 'SMS',
    mfaOperations: ['changeStatus2FA', 'disable2FA', 'enable2fa', 'login', 'updateProfile', 'validatePhone', 'withdraw'],
  });
});

/** The latest SMS code the player's phone received. */
async function latestSmsCode(username: string): Promise<string> {
  const outbox = (await sandbox.request('GET', `/sandbox/outbox?to=${encodeURIComponent(username)}`)).body;
  if (!Array.isArray(outbox)) throw new Error('the outbox is not a list');
  const sms = outbox.map(record).find((message) => message.channel === 'SMS');
  return text(sms?.code);
}

async function sendSms(session: string, operation: string): Promise<void> {
  expect((await post(pv(session, `/operation/${operation}/confirmationCode`))).status).toBe(200);
}

const status = async (session: string) => record((await sandbox.request('GET', pv(session, '/two-factor/status'))).body).status;
const enrol = (session: string, code?: string) =>
  post(pv(session, '/two-factor/enrol'), { 'X-MFA-OPERATION': 'enable2fa', ...(code === undefined ? {} : { 'X-MFA-CODE': code }) });
const verify = (session: string, code: unknown, mock = 'false') =>
  sandbox.request('PUT', pv(session, '/verifications/verify'), { body: { code }, headers: { 'X-MOCK-2FA-VERIFICATION': mock } });
const disable = (session: string, code?: string) =>
  post(pv(session, '/two-factor/disable'), { 'X-MFA-OPERATION': 'disable2FA', ...(code === undefined ? {} : { 'X-MFA-CODE': code }) });
const totpLogin = (player: { username: string; password: string }, code?: string) =>
  sandbox.login(player.username, player.password, code === undefined ? {} : { 'X-MFA-CODE': code, 'X-ENFORCEMENT-METHOD': 'TWO_FACTOR_AUTHENTICATION' });

/** The code of the step `steps` away from the sandbox's now. */
const totp = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(sandbox.now() / 1000) + steps * 30 });
const wrongCode = (right: string) => (right === '000000' ? '111111' : '000000');

/** Enrols by SMS and returns the secret of the otp auth URI. */
async function enrolBySms(player: { username: string; session: string }): Promise<string> {
  await sendSms(player.session, 'enable2fa');
  const answer = await enrol(player.session, await latestSmsCode(player.username));
  expect(answer.status).toBe(200);
  return new URL(text(record(answer.body).otpAuthUri)).searchParams.get('secret') ?? '';
}

async function enabledPlayer() {
  const player = await newPlayer();
  const secret = await enrolBySms(player);
  expect((await verify(player.session, await totp(secret))).status).toBe(204);
  // Every later code must be of a later step than the one verify used; a second into the step, so
  // that no test's step rolls over between computing a code and the sandbox checking it.
  sandbox.advanceClock(stepMs - (sandbox.now() % stepMs) + 1000);
  return { ...player, secret };
}

describe('two-factor status (MFA-06)', { timeout: 30_000 }, () => {
  it('is PENDING for a player who never enrolled, also as a background refresh, and NOT_AVAILABLE when the site turns it off', async () => {
    const player = await newPlayer();
    expect(await sandbox.request('GET', pv(player.session, '/two-factor/status'), { headers: { 'X-Background-Refresh': 'true' } })).toMatchObject({
      status: 200,
      body: { status: 'PENDING' },
    });
    await setSiteConfig({ twoFactorAuthenticatorEnabled: false });
    expect(await status(player.session)).toBe('NOT_AVAILABLE');
    expect((await enrol(player.session, '123456')).body).toMatchObject({ errorCode: 'NOT_AVAILABLE' });
    expect((await sandbox.request('GET', pv('not-a-session-at-all', '/two-factor/status'))).status).toBe(401);
  });
});

describe('enrolment (MFA-01, MFA-02, MFA-07, MFA-08, MFA-11)', { timeout: 60_000 }, () => {
  it('asks for the SMS code, refuses a malformed or wrong one, then gives a 160-bit otp auth URI for the e-mail; status stays PENDING', async () => {
    const player = await newPlayer();
    expect(await enrol(player.session)).toMatchObject({ status: 428, body: { errorCode: 'MFA_REQUIRED', method: 'SMS' } });
    expect(await enrol(player.session, '12a456')).toMatchObject({ status: 422, body: { errorCode: 'VALIDATION_ERROR', fieldErrors: [{ field: 'X-MFA-CODE', cause: 'INVALID_FORMAT' }] } });
    // No live code yet: not counted.
    expect(await enrol(player.session, '123456')).toMatchObject({ status: 422, body: { errorCode: 'MFA_INVALID_CONFIRMATION_CODE', remainingAttempts: 3, maxAttempts: 3 } });
    await sendSms(player.session, 'enable2fa');
    const code = await latestSmsCode(player.username);
    expect(await enrol(player.session, wrongCode(code))).toMatchObject({ status: 422, body: { errorCode: 'MFA_INVALID_CONFIRMATION_CODE', remainingAttempts: 2 } });
    const answer = await enrol(player.session, ` ${code} `);
    expect(answer.status).toBe(200);
    const uri = text(record(answer.body).otpAuthUri);
    expect(uri).toMatch(
      new RegExp(`^otpauth://totp/Casino:${encodeURIComponent(player.username).replace(/[.+]/g, '\\$&')}\\?secret=[A-Z2-7]{32}&issuer=Casino&period=30&digits=6&algorithm=SHA1$`),
    );
    expect(answer.text).not.toContain(code);
    expect(await status(player.session)).toBe('PENDING');
    // The SMS code is used up.
    expect((await enrol(player.session, code)).body).toMatchObject({ errorCode: 'MFA_INVALID_CONFIRMATION_CODE', remainingAttempts: 3 });
  });

  it('cannot be finished with another player\'s SMS code: the session decides whose code counts', async () => {
    const alice = await newPlayer();
    const bob = await newPlayer();
    await sendSms(alice.session, 'enable2fa');
    await sendSms(bob.session, 'enable2fa');
    const bobsCode = await latestSmsCode(bob.username);
    const alicesCode = await latestSmsCode(alice.username);
    if (bobsCode !== alicesCode) {
      expect(await enrol(alice.session, bobsCode)).toMatchObject({ status: 422, body: { errorCode: 'MFA_INVALID_CONFIRMATION_CODE' } });
    }
    expect((await enrol(alice.session, alicesCode)).status).toBe(200);
    expect(await status(bob.session)).toBe('PENDING');
    expect((await verify(bob.session, '123456')).body).toMatchObject({ errorCode: 'MFA_NOT_ENROLLING' });
  });

  it('stops at PLAYER_NOT_VALIDATED when the phone is not validated (SMS method)', async () => {
    const player = await newPlayer({ phoneStatus: 'NOT_VALIDATED' });
    expect(await post(pv(player.session, '/operation/enable2fa/confirmationCode'))).toMatchObject({
      status: 422,
      body: { errorCode: 'PLAYER_NOT_VALIDATED' },
    });
  });

  it('takes the PIN when tfaEnrolment is PIN_CODE, or when the operator sends no SMS codes; MFA_CONFIGURATION_ERROR without a PIN', async () => {
    await setSiteConfig({ mfaOperations: ['login', 'withdraw', 'enable2fa'] });
    const player = await newPlayer();
    expect(await enrol(player.session)).toMatchObject({ status: 428, body: { errorCode: 'MFA_REQUIRED', method: 'PIN_CODE' } });
    expect(await enrol(player.session, '9999')).toMatchObject({ status: 422, body: { errorCode: 'MFA_INVALID_CONFIRMATION_CODE', remainingAttempts: 2 } });
    expect((await enrol(player.session, '1234')).status).toBe(200);

    await setSiteConfig({ tfaEnrolment: 'PIN_CODE', mfaOperations: ['validatePhone', 'enable2fa'] });
    const withoutPin = await newPlayer({ template: 'nopin@demo.test' });
    expect(await enrol(withoutPin.session, '1234')).toMatchObject({ status: 422, body: { errorCode: 'MFA_CONFIGURATION_ERROR' } });
  });

  it('blocks enable2fa after the third wrong code', async () => {
    await setSiteConfig({ tfaEnrolment: 'PIN_CODE' });
    const player = await newPlayer();
    expect((await enrol(player.session, '9991')).body).toMatchObject({ remainingAttempts: 2 });
    expect((await enrol(player.session, '9992')).body).toMatchObject({ remainingAttempts: 1 });
    expect(await enrol(player.session, '9993')).toMatchObject({ status: 423, body: { errorCode: 'MFA_ACCOUNT_BLOCKED', remainingBlockingTime: 900 } });
    expect((await enrol(player.session, '1234')).status).toBe(423);
    expect((await sandbox.request('GET', pv(player.session, '/operations/enable2fa/status'))).body).toMatchObject({ status: 'BLOCKED' });
  });
});

describe('verify, login, disable (MFA-08, MFA-13)', { timeout: 60_000 }, () => {
  it('verify checks the first TOTP for real: mock header true, a malformed and a wrong code are refused', async () => {
    const player = await newPlayer();
    const secret = await enrolBySms(player);
    const code = await totp(secret);
    expect(await verify(player.session, code, 'true')).toMatchObject({ status: 422, body: { errorCode: 'MFA_CONFIGURATION_ERROR' } });
    expect(await verify(player.session, '12 34')).toMatchObject({ status: 422, body: { errorCode: 'VALIDATION_ERROR', fieldErrors: [{ field: 'code' }] } });
    expect(await verify(player.session, wrongCode(code))).toMatchObject({ status: 422, body: { errorCode: 'MFA_INVALID_CONFIRMATION_CODE', remainingAttempts: 2 } });
    expect(await status(player.session)).toBe('PENDING');
    expect((await verify(player.session, code)).status).toBe(204);
    expect(await status(player.session)).toBe('ENABLED');
    expect(await enrol(player.session, '123456')).toMatchObject({ status: 409, body: { errorCode: 'MFA_ALREADY_ENABLED' } });
  });

  it('enrol → verify → login asks for the TOTP → logs in with it → a replayed code is refused → disable needs a valid TOTP → login without one', async () => {
    const player = await enabledPlayer();
    expect(await totpLogin(player)).toMatchObject({ status: 401, body: { errorCode: 'mfa_required:TWO_FACTOR_AUTHENTICATION' } });
    const code = await totp(player.secret);
    expect((await totpLogin(player, code)).status).toBe(200);
    expect(await totpLogin(player, code)).toMatchObject({ status: 401, body: { errors: ['MFA_INVALID_CONFIRMATION_CODE'] } });

    sandbox.advanceClock(stepMs);
    const session = player.session;
    expect(await disable(session)).toMatchObject({ status: 428, body: { errorCode: 'MFA_REQUIRED', method: 'TWO_FACTOR_AUTHENTICATION' } });
    // The code already used, sent again: refused, and not counted as a guess.
    expect(await disable(session, code)).toMatchObject({ status: 422, body: { errorCode: 'MFA_INVALID_CONFIRMATION_CODE', remainingAttempts: 3 } });
    expect(await disable(session, wrongCode(code))).toMatchObject({ status: 422, body: { errorCode: 'MFA_INVALID_CONFIRMATION_CODE', remainingAttempts: 2 } });
    expect((await disable(session, await totp(player.secret))).status).toBe(204);
    expect(await status(session)).toBe('DISABLED');
    expect((await sandbox.login(player.username, player.password)).status).toBe(200);
    expect(await disable(session, await totp(player.secret, 1))).toMatchObject({ status: 409, body: { errorCode: 'MFA_NOT_ENABLED' } });
    expect((await sandbox.request('GET', `/sandbox/control/players/${encodeURIComponent(player.username)}/totp`)).status).toBe(404);
  });

  it('a code sent several times at once logs in once, and the copies are not counted as wrong guesses: the player is never locked out by a double submit', async () => {
    const player = await enabledPlayer();
    for (let round = 0; round < 4; round += 1) {
      sandbox.advanceClock(stepMs);
      const code = await totp(player.secret);
      const answers = await Promise.all([totpLogin(player, code), totpLogin(player, code), totpLogin(player, code)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);
      for (const refused of answers.filter((answer) => answer.status === 401)) expect(refused.body).toMatchObject({ errors: ['MFA_INVALID_CONFIRMATION_CODE'] });
    }
    sandbox.advanceClock(stepMs);
    expect((await totpLogin(player, await totp(player.secret))).status).toBe(200);
    // A wrong code still counts.
    sandbox.advanceClock(stepMs);
    const right = await totp(player.secret);
    for (let guess = 0; guess < 2; guess += 1) expect((await totpLogin(player, wrongCode(right))).status).toBe(401);
    expect((await totpLogin(player, wrongCode(right))).status).not.toBe(200);
    expect((await totpLogin(player, right)).status).not.toBe(200);
  });

  it('accepts a code one step either side, refuses two steps off, and never an earlier step than the last used', async () => {
    const player = await enabledPlayer();
    // Verify used the step before the previous one: the previous step is free.
    sandbox.advanceClock(stepMs);
    expect((await totpLogin(player, await totp(player.secret, 2))).status).toBe(401);
    expect((await totpLogin(player, await totp(player.secret, -2))).status).toBe(401);
    expect((await totpLogin(player, await totp(player.secret, -1))).status).toBe(200);
    expect((await totpLogin(player, await totp(player.secret, 1))).status).toBe(200);
    // Step +1 is used: the current step is now "earlier".
    expect((await totpLogin(player, await totp(player.secret))).body).toMatchObject({ errors: ['MFA_INVALID_CONFIRMATION_CODE'] });
  });

  it('reset takes a code of the enrolment method (SMS of changeStatus2FA) and leaves PENDING without a secret', async () => {
    const player = await enabledPlayer();
    const reset = (code?: string) =>
      post(pv(player.session, '/two-factor/reset'), { 'X-MFA-OPERATION': 'changeStatus2FA', ...(code === undefined ? {} : { 'X-MFA-CODE': code }) });
    expect(await reset()).toMatchObject({ status: 428, body: { method: 'SMS' } });
    await sendSms(player.session, 'changeStatus2FA');
    const code = await latestSmsCode(player.username);
    expect((await reset(wrongCode(code))).body).toMatchObject({ errorCode: 'MFA_INVALID_CONFIRMATION_CODE', remainingAttempts: 2 });
    expect((await reset(code)).status).toBe(204);
    expect(await status(player.session)).toBe('PENDING');
    expect((await sandbox.login(player.username, player.password)).status).toBe(200);
    // Enrolling again gives a new secret.
    expect(await enrolBySms(player)).not.toBe(player.secret);
  });

  it('reset by PIN when the enrolment method is PIN_CODE; the PIN is counted for changeStatus2FA', async () => {
    const player = await enabledPlayer();
    await setSiteConfig({ tfaEnrolment: 'PIN_CODE' });
    const reset = (code: string) => post(pv(player.session, '/two-factor/reset'), { 'X-MFA-OPERATION': 'changeStatus2FA', 'X-MFA-CODE': code });
    expect(await reset('123456')).toMatchObject({ status: 422, body: { fieldErrors: [{ field: 'X-MFA-CODE', cause: 'INVALID_FORMAT' }] } });
    expect(await reset('9999')).toMatchObject({ status: 422, body: { errorCode: 'MFA_INVALID_CONFIRMATION_CODE', remainingAttempts: 2 } });
    expect((await reset('1234')).status).toBe(204);
    expect(await status(player.session)).toBe('PENDING');
    // Nothing the sandbox printed holds the secret.
    expect(sandbox.printed().join('\n')).not.toContain(player.secret);
  });

  it('refuses a code sent for another operation than the call', async () => {
    const player = await enabledPlayer();
    const answer = await post(pv(player.session, '/two-factor/disable'), { 'X-MFA-OPERATION': 'withdraw', 'X-MFA-CODE': await totp(player.secret) });
    expect(answer).toMatchObject({ status: 422, body: { fieldErrors: [{ field: 'X-MFA-OPERATION' }] } });
  });

  it('the control patch twoFactorStatus gives a secret the sandbox authenticator reads, and login asks for it', async () => {
    const player = await newPlayer();
    expect((await sandbox.patchPlayer(player.username, { twoFactorStatus: 'ENABLED' })).body).toMatchObject({
      twoFactorStatus: 'ENABLED',
      mfaLoginMethod: 'TWO_FACTOR_AUTHENTICATION',
    });
    const authenticator = record((await sandbox.request('GET', `/sandbox/control/players/${encodeURIComponent(player.username)}/totp`)).body);
    expect((await totpLogin(player, text(authenticator.code))).status).toBe(200);
    expect((await sandbox.patchPlayer(player.username, { twoFactorStatus: 'DISABLED' })).body).toMatchObject({ twoFactorStatus: 'DISABLED', mfaLoginMethod: null });
    expect((await sandbox.patchPlayer(player.username, { twoFactorStatus: 'OFF' })).status).toBe(422);
  });
});

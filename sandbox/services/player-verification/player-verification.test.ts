// @vitest-environment node
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { record, text } from '../../test-support/harness.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';

const sandbox = useTestSandbox({ own: true });
const pv = (session: string) => `/services/player-verification/v1/profiles/${session}`;

async function freshPlayer(patch: Record<string, unknown> = {}) {
  const player = await sandbox.createPlayer();
  if (Object.keys(patch).length > 0) expect((await sandbox.patchPlayer(player.username, patch)).status).toBe(200);
  return { ...player, session: await sandbox.sessionFor(player.username, player.password) };
}

// The site says application/json on every POST, with a body or without (request hygiene).
const json = { 'Content-Type': 'application/json' };
const sendCode = (session: string, operation: string) => sandbox.request('POST', `${pv(session)}/operation/${operation}/confirmationCode`, { headers: json });
const status = (session: string, operation: string) => sandbox.request('GET', `${pv(session)}/operations/${operation}/status`);
const validatePhone = (session: string, phone: string, code?: string) =>
  sandbox.request('POST', `/services/profile/v1/validated-phones/${encodeURIComponent(phone)}/profile/${session}`, {
    headers: code === undefined ? json : { ...json, 'X-MFA-CODE': code },
  });
const profile = async (session: string) => record((await sandbox.request('GET', `/services/profile/v1/profiles/${session}`)).body);

async function outbox(username: string): Promise<Record<string, unknown>[]> {
  const result = await sandbox.request('GET', `/sandbox/outbox?to=${encodeURIComponent(username)}`);
  return (result.body as unknown[]).map(record);
}

async function lastCode(username: string): Promise<string> {
  const latest = (await outbox(username)).find((message) => message.channel === 'SMS');
  return text(latest?.code);
}

const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('confirmation codes over HTTP', { timeout: 60_000 }, () => {
  it('sends a code to the phone (the outbox) and counts the sends left', async () => {
    const player = await freshPlayer();
    const answer = await sendCode(player.session, 'withdraw');
    expect(answer).toMatchObject({ status: 200, body: { remainingSendAttempts: 4 } });
    expect(answer.text).not.toMatch(/\d{6}/);
    const [sms] = await outbox(player.username);
    expect(sms).toMatchObject({ channel: 'SMS', phone: '+35699123456', to: player.username });
    expect(text(sms?.code)).toMatch(/^\d{6}$/);
  });

  it('answers 404 NOT_FOUND for an operation not in the list, and 401 without a live session', async () => {
    const player = await freshPlayer();
    expect(await sendCode(player.session, 'launchMissiles')).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    expect(await status(player.session, 'launchMissiles')).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    expect(await sendCode('no-such-session', 'withdraw')).toMatchObject({ status: 401, body: { errorCode: 'SESSION_EXPIRED' } });
  });

  it('answers PLAYER_VALIDATED for validatePhone on a validated phone, PLAYER_NOT_VALIDATED for others on an unvalidated one', async () => {
    const validated = await freshPlayer();
    expect(await sendCode(validated.session, 'validatePhone')).toMatchObject({ status: 422, body: { errorCode: 'PLAYER_VALIDATED' } });
    const unvalidated = await freshPlayer({ phoneStatus: 'NOT_VALIDATED' });
    expect(await sendCode(unvalidated.session, 'withdraw')).toMatchObject({ status: 422, body: { errorCode: 'PLAYER_NOT_VALIDATED' } });
    expect(await sendCode(unvalidated.session, 'validatePhone')).toMatchObject({ status: 200, body: { remainingSendAttempts: 4 } });
  });

  it('allows 5 sends an hour, then 429 NO_REMAINING_SEND_CODE_ATTEMPT with the time left', async () => {
    const player = await freshPlayer();
    for (let send = 4; send >= 0; send -= 1) {
      expect(await sendCode(player.session, 'updateProfile')).toMatchObject({ status: 200, body: { remainingSendAttempts: send } });
    }
    const refused = await sendCode(player.session, 'updateProfile');
    expect(refused).toMatchObject({ status: 429, body: { errorCode: 'NO_REMAINING_SEND_CODE_ATTEMPT' } });
    expect(Number(record(refused.body).remainingBlockingTime)).toBeGreaterThan(3500);
    sandbox.advanceClock(60 * 60_000 + 1000);
    const session = await sandbox.sessionFor(player.username, player.password);
    expect(await sendCode(session, 'updateProfile')).toMatchObject({ status: 200 });
  });

  it('reports a blocked operation (status BLOCKED, sends 423 ACCOUNT_BLOCKED) set through control, and ACTIVE once lifted', async () => {
    const player = await freshPlayer();
    const until = new Date(sandbox.now() + 5 * 60_000).toISOString();
    const patched = await sandbox.patchPlayer(player.username, { operationBlocks: { withdraw: until } });
    expect(record(record(patched.body).operationBlocks).withdraw).toBe(until);
    expect(await status(player.session, 'withdraw')).toEqual(expect.objectContaining({ status: 200, body: { status: 'BLOCKED', remainingBlockingTime: 300 } }));
    expect(await sendCode(player.session, 'withdraw')).toMatchObject({ status: 423, body: { errorCode: 'ACCOUNT_BLOCKED', remainingBlockingTime: 300 } });
    await sandbox.patchPlayer(player.username, { operationBlocks: { withdraw: null } });
    expect(await status(player.session, 'withdraw')).toMatchObject({ status: 200, body: { status: 'ACTIVE', remainingBlockingTime: 0 } });
    expect((await sandbox.patchPlayer(player.username, { operationBlocks: { fly: null } })).status).toBe(422);
  });

  it("reports the login's VERIFICATION_BLOCKED window as the login operation's status", async () => {
    const player = await freshPlayer();
    await sandbox.patchPlayer(player.username, { verificationBlockedUntil: new Date(sandbox.now() + 90_000).toISOString() });
    expect(await status(player.session, 'login')).toMatchObject({ status: 200, body: { status: 'BLOCKED', remainingBlockingTime: 90 } });
  });
});

describe('phone validation', { timeout: 60_000 }, () => {
  it('validates the phone with the code of validatePhone (204), once', async () => {
    const player = await freshPlayer({ phoneStatus: 'NOT_VALIDATED' });
    await sendCode(player.session, 'validatePhone');
    const code = await lastCode(player.username);
    expect(await validatePhone(player.session, '+35699123456')).toMatchObject({ status: 428, body: { errorCode: 'MFA_REQUIRED', method: 'SMS' } });
    expect((await validatePhone(player.session, '+35699123456', ` ${code} `)).status).toBe(204);
    expect(await profile(player.session)).toMatchObject({ phoneStatus: 'VALIDATED' });
    expect(await validatePhone(player.session, '+35699123456', code)).toMatchObject({ status: 422, body: { errorCode: 'PLAYER_VALIDATED' } });
  });

  it('counts wrong codes 2, 1, then blocks 15 minutes (423), and refuses the right code then', async () => {
    const player = await freshPlayer({ phoneStatus: 'NOT_VALIDATED' });
    await sendCode(player.session, 'validatePhone');
    const code = await lastCode(player.username);
    const phone = '+35699123456';
    expect(await validatePhone(player.session, phone, wrong(code))).toMatchObject({ status: 422, body: { errorCode: 'MFA_INVALID_CONFIRMATION_CODE', remainingAttempts: 2, maxAttempts: 3 } });
    expect(await validatePhone(player.session, phone, wrong(code))).toMatchObject({ status: 422, body: { remainingAttempts: 1 } });
    expect(await validatePhone(player.session, phone, wrong(code))).toMatchObject({ status: 423, body: { errorCode: 'MFA_ACCOUNT_BLOCKED', remainingBlockingTime: 900 } });
    expect(await validatePhone(player.session, phone, code)).toMatchObject({ status: 423, body: { errorCode: 'MFA_ACCOUNT_BLOCKED' } });
    expect(await status(player.session, 'validatePhone')).toMatchObject({ body: { status: 'BLOCKED', remainingBlockingTime: 900 } });
  });

  it('answers MFA_INVALID_CONFIRMATION_CODE with all attempts left when no live code exists (expired after 10 minutes)', async () => {
    const player = await freshPlayer({ phoneStatus: 'NOT_VALIDATED' });
    const phone = '+35699123456';
    expect(await validatePhone(player.session, phone, '123456')).toMatchObject({ status: 422, body: { remainingAttempts: 3, maxAttempts: 3 } });
    await sendCode(player.session, 'validatePhone');
    const code = await lastCode(player.username);
    sandbox.advanceClock(10 * 60_000);
    const session = await sandbox.sessionFor(player.username, player.password);
    expect(await validatePhone(session, phone, code)).toMatchObject({ status: 422, body: { remainingAttempts: 3 } });
  });

  it("refuses another player's code, and a phone that is not the player's (404 PHONE_NOT_FOUND)", async () => {
    const player = await freshPlayer({ phoneStatus: 'NOT_VALIDATED' });
    const other = await freshPlayer({ phoneStatus: 'NOT_VALIDATED' });
    await sendCode(player.session, 'validatePhone');
    await sendCode(other.session, 'validatePhone');
    const othersCode = await lastCode(other.username);
    expect(await validatePhone(player.session, '+35699123456', othersCode)).toMatchObject({ status: 422, body: { errorCode: 'MFA_INVALID_CONFIRMATION_CODE' } });
    expect(await validatePhone(player.session, '+35612345678', othersCode)).toMatchObject({ status: 404, body: { errorCode: 'PHONE_NOT_FOUND' } });
  });

  it('answers 422 VALIDATION_ERROR for codes with letters, spaces inside or 7 digits, and for a phone with markup', async () => {
    const player = await freshPlayer({ phoneStatus: 'NOT_VALIDATED' });
    for (const bad of ['12a456', '123 456', '1234567']) {
      expect(await validatePhone(player.session, '+35699123456', bad)).toMatchObject({
        status: 422,
        body: { errorCode: 'VALIDATION_ERROR', fieldErrors: [{ field: 'X-MFA-CODE', cause: 'INVALID_FORMAT' }] },
      });
    }
    const markup = await validatePhone(player.session, '+356<script>alert(1)</script>', '123456');
    expect(markup).toMatchObject({ status: 422, body: { errorCode: 'VALIDATION_ERROR' } });
    expect(markup.text).not.toContain('<script>');
  });

  it('takes phones and phonePrefix through control, and the state shows them', async () => {
    const player = await freshPlayer();
    const patched = await sandbox.patchPlayer(player.username, { phones: ['79123456'], phonePrefix: '+44', phoneStatus: 'NOT_VALIDATED' });
    expect(patched.body).toMatchObject({ phones: ['79123456'], phonePrefix: '+44', phoneStatus: 'NOT_VALIDATED' });
    expect(await profile(player.session)).toMatchObject({ phones: ['79123456'], phonePrefix: '+44' });
    expect((await sandbox.patchPlayer(player.username, { phones: ['<b>1</b>'] })).status).toBe(422);
    expect((await sandbox.patchPlayer(player.username, { phonePrefix: '44' })).status).toBe(422);
  });
});

describe('forced phone reset', { timeout: 60_000 }, () => {
  async function resetToken() {
    const player = await sandbox.createPlayer();
    await sandbox.patchPlayer(player.username, { requiredAction: 'forcePhoneNumberReset' });
    const login = await sandbox.login(player.username, player.password);
    expect(login).toMatchObject({ status: 428, body: { action: 'forcePhoneNumberReset' } });
    return { ...player, token: text(record(login.body).token) };
  }
  const sendResetCode = (body: Record<string, unknown>) => sandbox.request('POST', '/services/login-service/v1/phone-reset/confirmationCode', { body });
  const reset = (body: Record<string, unknown>) => sandbox.request('POST', '/services/login-service/v1/phone-reset', { body });

  it('sends a code to the new number and replaces the number with it (validated, action cleared, token used)', async () => {
    const player = await resetToken();
    const newPhone = { token: player.token, phonePrefix: '+44', phone: '7700900123' };
    expect(await sendResetCode(newPhone)).toMatchObject({ status: 200, body: { remainingSendAttempts: 4 } });
    const [sms] = await outbox(player.username);
    expect(sms).toMatchObject({ channel: 'SMS', phone: '+447700900123' });
    expect(await reset({ ...newPhone, code: wrong(text(sms?.code)) })).toMatchObject({ status: 422, body: { errorCode: 'MFA_INVALID_CONFIRMATION_CODE', remainingAttempts: 2 } });
    expect((await reset({ ...newPhone, code: text(sms?.code) })).status).toBe(204);
    const session = await sandbox.sessionFor(player.username, player.password);
    expect(await profile(session)).toMatchObject({ phones: ['7700900123'], phonePrefix: '+44', phoneStatus: 'VALIDATED' });
    expect(await sendResetCode(newPhone)).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
  });

  it('refuses a code sent to another number than the one presented', async () => {
    const player = await resetToken();
    await sendResetCode({ token: player.token, phonePrefix: '+44', phone: '7700900123' });
    const code = await lastCode(player.username);
    expect(await reset({ token: player.token, phonePrefix: '+44', phone: '7700900999', code })).toMatchObject({ status: 422, body: { remainingAttempts: 3 } });
  });

  it('answers 422 field errors for a bad number, 404 for an unknown token', async () => {
    const player = await resetToken();
    expect(await sendResetCode({ token: player.token, phonePrefix: '44', phone: '12<b>' })).toMatchObject({
      status: 422,
      body: { errorCode: 'VALIDATION_ERROR', fieldErrors: [{ field: 'phonePrefix', cause: 'INVALID_FORMAT' }, { field: 'phone', cause: 'INVALID_FORMAT' }] },
    });
    expect(await sendResetCode({ token: 'made-up', phonePrefix: '+44', phone: '7700900123' })).toMatchObject({ status: 404 });
    expect(await reset({ token: player.token, phonePrefix: '+44', phone: '7700900123', code: '12a' })).toMatchObject({ status: 422, body: { fieldErrors: [{ field: 'code', cause: 'INVALID_FORMAT' }] } });
  });
});

describe("the player's own number (added or corrected before it is validated)", { timeout: 60_000 }, () => {
  const setPhone = (session: string, body: unknown) => sandbox.request('PUT', `${pv(session)}/phone`, { body });

  it('adds a number to a player who has none, and the code of validatePhone goes to it and validates it', async () => {
    const player = await freshPlayer({ phones: [], phonePrefix: null, phoneStatus: 'NOT_VALIDATED' });
    expect(await sendCode(player.session, 'validatePhone')).toMatchObject({ status: 404, body: { errorCode: 'PHONE_NOT_FOUND' } });
    expect((await setPhone(player.session, { phonePrefix: '+44', phone: '7700 900 123' })).status).toBe(204);
    expect(await profile(player.session)).toMatchObject({ phones: ['7700900123'], phonePrefix: '+44', phoneStatus: 'NOT_VALIDATED' });
    expect((await sendCode(player.session, 'validatePhone')).status).toBe(200);
    const [sms] = await outbox(player.username);
    expect(sms).toMatchObject({ channel: 'SMS', phone: '+447700900123' });
    expect((await validatePhone(player.session, '+447700900123', text(sms?.code))).status).toBe(204);
    expect(await profile(player.session)).toMatchObject({ phoneStatus: 'VALIDATED' });
  });

  it('corrects a mistyped number: a code sent to the old one no longer validates', async () => {
    const player = await freshPlayer({ phones: ['99999999'], phonePrefix: '+356', phoneStatus: 'NOT_VALIDATED' });
    await sendCode(player.session, 'validatePhone');
    const oldCode = await lastCode(player.username);
    expect((await setPhone(player.session, { phonePrefix: '+356', phone: '99123456' })).status).toBe(204);
    expect(await validatePhone(player.session, '+35699999999', oldCode)).toMatchObject({ status: 404, body: { errorCode: 'PHONE_NOT_FOUND' } });
    expect(await validatePhone(player.session, '+35699123456', oldCode)).toMatchObject({ status: 422, body: { errorCode: 'MFA_INVALID_CONFIRMATION_CODE' } });
  });

  it('keeps a validated number (422 PLAYER_VALIDATED)', async () => {
    const player = await freshPlayer();
    expect(await setPhone(player.session, { phonePrefix: '+44', phone: '7700900123' })).toMatchObject({ status: 422, body: { errorCode: 'PLAYER_VALIDATED' } });
    expect(await profile(player.session)).toMatchObject({ phones: ['99123456'], phonePrefix: '+356' });
  });

  it.each([
    [{ phonePrefix: '44', phone: '7700900123' }, [{ field: 'phonePrefix', cause: 'INVALID_FORMAT' }]],
    [{ phonePrefix: '+44', phone: '7700-900-123' }, [{ field: 'phone', cause: 'INVALID_FORMAT' }]],
    [{ phonePrefix: '+44', phone: '123' }, [{ field: 'phone', cause: 'INVALID_FORMAT' }]],
    [{ phonePrefix: '+1234', phone: '123456789012' }, [{ field: 'phone', cause: 'TOO_LONG' }]],
    [{ phonePrefix: '+44', phone: 7700900123 }, [{ field: 'phone', cause: 'INVALID_FORMAT' }]],
    [{}, [{ field: 'phonePrefix', cause: 'REQUIRED' }, { field: 'phone', cause: 'REQUIRED' }]],
    ['not an object', [{ field: 'phonePrefix', cause: 'REQUIRED' }, { field: 'phone', cause: 'REQUIRED' }]],
  ])('refuses %j with field errors and keeps the number', async (body, fieldErrors) => {
    const player = await freshPlayer({ phones: ['99999999'], phonePrefix: '+356', phoneStatus: 'NOT_VALIDATED' });
    expect(await setPhone(player.session, body)).toMatchObject({ status: 422, body: { errorCode: 'VALIDATION_ERROR', fieldErrors } });
    expect(await profile(player.session)).toMatchObject({ phones: ['99999999'], phonePrefix: '+356' });
  });

  it('answers 401 without a live session', async () => {
    expect(await setPhone('no-such-session', { phonePrefix: '+44', phone: '7700900123' })).toMatchObject({ status: 401 });
  });
});

describe('PIN', { timeout: 60_000 }, () => {
  const setPin = (session: string, body: Record<string, unknown>) => sandbox.request('PUT', `/api/v1/profiles/${session}/pin-code`, { body });
  const requestReset = (session: string) =>
    sandbox.request('POST', `${pv(session)}/verifications/PIN_CODE/request-reset`, { headers: { ...json, Origin: 'http://127.0.0.1:5173' } });

  it('asks for the current PIN when the player has one, counts wrong ones for updateProfile and blocks at the 3rd', async () => {
    const player = await freshPlayer();
    expect(await setPin(player.session, { pinCode: '4321' })).toMatchObject({ status: 422, body: { fieldErrors: [{ field: 'currentPinCode', cause: 'REQUIRED' }] } });
    expect(await setPin(player.session, { pinCode: '4321', currentPinCode: '0000' })).toMatchObject({ status: 422, body: { errorCode: 'MFA_INVALID_CONFIRMATION_CODE', remainingAttempts: 2 } });
    expect((await setPin(player.session, { pinCode: '4321', currentPinCode: '1234' })).status).toBe(204);
    await setPin(player.session, { pinCode: '5555', currentPinCode: '0000' });
    await setPin(player.session, { pinCode: '5555', currentPinCode: '0000' });
    expect(await setPin(player.session, { pinCode: '5555', currentPinCode: '0000' })).toMatchObject({ status: 423, body: { errorCode: 'MFA_ACCOUNT_BLOCKED', remainingBlockingTime: 900 } });
    expect(await setPin(player.session, { pinCode: '5555', currentPinCode: '4321' })).toMatchObject({ status: 423 });
  });

  it('with two-factor ENABLED also asks for the TOTP (X-MFA-CODE) of updateProfile', async () => {
    const player = await freshPlayer();
    expect((await sandbox.patchPlayer(player.username, { twoFactorStatus: 'ENABLED' })).status).toBe(200);
    const change = { pinCode: '4321', currentPinCode: '1234' };
    expect(await setPin(player.session, change)).toMatchObject({ status: 428, body: { errorCode: 'MFA_REQUIRED', method: 'TWO_FACTOR_AUTHENTICATION' } });
    const totp = record((await sandbox.request('GET', `/sandbox/control/players/${encodeURIComponent(player.username)}/totp`)).body);
    const withTotp = await sandbox.request('PUT', `/api/v1/profiles/${player.session}/pin-code`, {
      body: change,
      headers: { 'X-MFA-OPERATION': 'updateProfile', 'X-MFA-CODE': text(totp.code) },
    });
    expect(withTotp.status).toBe(204);
  });

  it('sets a first PIN without a current one', async () => {
    const player = await freshPlayer({ hasPinCode: false });
    expect((await setPin(player.session, { pinCode: '2468' })).status).toBe(204);
  });

  it('e-mails a forcePinReset link (1 hour, single use), at most 3 an hour', async () => {
    const player = await freshPlayer();
    expect((await requestReset(player.session)).status).toBe(204);
    const [email] = await outbox(player.username);
    expect(email).toMatchObject({ channel: 'EMAIL', subject: expect.any(String) });
    const link = new URL(text(email?.link));
    expect(`${link.origin}${link.pathname}`).toBe('http://127.0.0.1:5173/account/pin-code');
    expect(link.searchParams.get('action')).toBe('forcePinReset');
    const token = text(link.searchParams.get('token'));
    const pinReset = (pinCode: string) => sandbox.request('POST', '/services/login-service/v1/pin-reset', { body: { token, pinCode } });
    expect((await pinReset('8642')).status).toBe(204);
    expect((await pinReset('8642')).status).toBe(404);
    expect((await requestReset(player.session)).status).toBe(204);
    expect((await requestReset(player.session)).status).toBe(204);
    const refused = await requestReset(player.session);
    expect(refused).toMatchObject({ status: 429, body: { errorCode: 'TOO_MANY_REQUESTS' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('secrets', { timeout: 60_000 }, () => {
  it('keeps the code key in the data dir, readable by its owner only', async () => {
    const key = await stat(join(sandbox.dataDir, 'code-key'));
    expect(key.mode & 0o777).toBe(0o600);
  });

  it('never prints a code', async () => {
    const player = await freshPlayer();
    await sendCode(player.session, 'withdraw');
    const code = await lastCode(player.username);
    expect(sandbox.printed().join('\n')).not.toContain(code);
  });
});

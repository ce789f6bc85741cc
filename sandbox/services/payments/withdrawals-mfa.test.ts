// @vitest-environment node
import { generate } from 'otplib';
import { afterEach, describe, expect, it } from 'vitest';
import { record, text } from '../../test-support/harness.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';
import { freshPlayer, newKey, paymentPath, walletOf } from '../../test-support/payments.ts';

const sandbox = useTestSandbox({ own: true });
const stepMs = 30_000;
const allOperations = ['changeStatus2FA', 'disable2FA', 'enable2fa', 'login', 'updateProfile', 'validatePhone', 'withdraw'];

afterEach(async () => {
  await sandbox.control('PATCH', '/sandbox/control/site-config', { mfaOperations: allOperations });
});

/** A logged-in player who then turns two-factor on (the sandbox authenticator holds the secret). */
async function playerWithTwoFactor() {
  const player = await freshPlayer(sandbox);
  expect((await sandbox.patchPlayer(player.username, { twoFactorStatus: 'ENABLED' })).status).toBe(200);
  const authenticator = record((await sandbox.request('GET', `/sandbox/control/players/${encodeURIComponent(player.username)}/totp`)).body);
  // A second into a step: no step rolls over between computing a code and the sandbox checking it.
  sandbox.advanceClock(stepMs - (sandbox.now() % stepMs) + 1000);
  return { ...player, secret: text(authenticator.secret) };
}

const totp = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(sandbox.now() / 1000) + steps * 30 });
const wrongCode = (right: string) => (right === '000000' ? '111111' : '000000');

function withdraw(session: string, code?: string, key = newKey()) {
  return sandbox.request('POST', paymentPath(session, 'withdrawals'), {
    body: { amount: 2000, currency: 'EUR', method: 'CARD' },
    headers: { 'Idempotency-Key': key, ...(code === undefined ? {} : { 'X-MFA-OPERATION': 'withdraw', 'X-MFA-CODE': code }) },
  });
}

const withdrawStatus = async (session: string) =>
  (await sandbox.request('GET', `/services/player-verification/v1/profiles/${session}/operations/withdraw/status`)).body;

describe('a withdrawal with two-factor enabled', { timeout: 30_000 }, () => {
  it('needs the current TOTP: none is 428, a wrong one 422 with the attempts left, the right one withdraws; its retry needs none, its replay is refused', async () => {
    const player = await playerWithTwoFactor();
    expect(await withdraw(player.session)).toMatchObject({ status: 428, body: { errorCode: 'MFA_REQUIRED', method: 'TWO_FACTOR_AUTHENTICATION' } });
    expect(await withdraw(player.session, '12345')).toMatchObject({ status: 422, body: { errorCode: 'VALIDATION_ERROR', fieldErrors: [{ field: 'X-MFA-CODE' }] } });
    const code = await totp(player.secret);
    expect(await withdraw(player.session, wrongCode(code))).toMatchObject({ status: 422, body: { errorCode: 'MFA_INVALID_CONFIRMATION_CODE', remainingAttempts: 2, maxAttempts: 3 } });
    expect(await walletOf(sandbox, player.session)).toMatchObject({ Withdrawable: 100 });

    const key = newKey();
    const done = await withdraw(player.session, code, key);
    expect(done).toMatchObject({ status: 201, body: { status: 'PENDING', amount: 2000 } });
    // A retry of the same request (the first answer, nothing moves) is not asked again.
    expect(await withdraw(player.session, undefined, key)).toEqual(expect.objectContaining({ status: 201, body: done.body }));
    expect(await withdraw(player.session, code)).toMatchObject({ status: 422, body: { errorCode: 'MFA_INVALID_CONFIRMATION_CODE' } });
    expect(await walletOf(sandbox, player.session)).toMatchObject({ Withdrawable: 80, PendingWithdrawal: 20 });
  });

  it('is blocked for 15 minutes by the third wrong code, even for the right one, and the status says so (BLK-01)', async () => {
    const player = await playerWithTwoFactor();
    const code = await totp(player.secret);
    const wrong = wrongCode(code);
    expect((await withdraw(player.session, wrong)).body).toMatchObject({ remainingAttempts: 2 });
    expect((await withdraw(player.session, wrong)).body).toMatchObject({ remainingAttempts: 1 });
    expect(await withdraw(player.session, wrong)).toMatchObject({ status: 423, body: { errorCode: 'MFA_ACCOUNT_BLOCKED', remainingBlockingTime: 900 } });
    expect(await withdraw(player.session, code)).toMatchObject({ status: 423, body: { errorCode: 'MFA_ACCOUNT_BLOCKED' } });
    expect(await withdraw(player.session)).toMatchObject({ status: 423 });
    expect(await withdrawStatus(player.session)).toEqual({ status: 'BLOCKED', remainingBlockingTime: 900 });
    expect(await walletOf(sandbox, player.session)).toMatchObject({ Withdrawable: 100 });

    sandbox.advanceClock(15 * 60_000);
    expect(await withdrawStatus(player.session)).toEqual({ status: 'ACTIVE', remainingBlockingTime: 0 });
    expect((await withdraw(player.session, await totp(player.secret))).status).toBe(201);
  });

  it('asks for no code when withdraw is not among mfaOperations, nor from a player without two-factor', async () => {
    const player = await playerWithTwoFactor();
    expect(await sandbox.control('PATCH', '/sandbox/control/site-config', { mfaOperations: ['login'] })).toMatchObject({ status: 200 });
    expect((await withdraw(player.session)).status).toBe(201);
    await sandbox.control('PATCH', '/sandbox/control/site-config', { mfaOperations: allOperations });
    const plain = await freshPlayer(sandbox);
    expect((await withdraw(plain.session)).status).toBe(201);
  });
});

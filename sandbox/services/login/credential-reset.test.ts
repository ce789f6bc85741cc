// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { record, text } from '../../test-support/harness.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';

const sandbox = useTestSandbox();


const profile = (session: string) => sandbox.request('GET', `/services/profile/v1/profiles/${session}`);
const passwordReset = (token: string, newPassword: string) =>
  sandbox.request('POST', '/services/login-service/v1/password-reset', { body: { token, newPassword } });
const pinReset = (token: string, pinCode: string) =>
  sandbox.request('POST', '/services/login-service/v1/pin-reset', { body: { token, pinCode } });
const pinLogin = (username: string, pinCode: string) =>
  sandbox.request('POST', '/services/login-service/v1/login/pin', { body: { username, pinCode } });

/** Sets the pending action and logs in, returning the token of the 428. */
async function actionToken(player: { username: string; password: string }, action: string): Promise<string> {
  expect((await sandbox.patchPlayer(player.username, { requiredAction: action })).status).toBe(200);
  const result = await sandbox.login(player.username, player.password);
  expect(result).toMatchObject({ status: 428, body: { action } });
  return text(record(result.body).token);
}

describe('password reset', { timeout: 30_000 }, () => {
  it("ends every open session of the player, and only that player's", async () => {
    const player = await sandbox.createPlayer();
    const bystander = await sandbox.createPlayer();
    const open = [await sandbox.sessionFor(player.username, player.password), await sandbox.sessionFor(player.username, player.password)];
    const other = await sandbox.sessionFor(bystander.username, bystander.password);

    const token = await actionToken(player, 'forcePasswordReset');
    expect((await passwordReset(token, 'Brand-New-Pass-1')).status).toBe(204);

    for (const session of open) {
      expect(await profile(session)).toMatchObject({ status: 401, body: { errorCode: 'SESSION_EXPIRED' } });
    }
    expect((await profile(other)).status).toBe(200);
    const fresh = await sandbox.sessionFor(player.username, 'Brand-New-Pass-1');
    expect((await profile(fresh)).status).toBe(200);
  });
});

describe('action tokens', { timeout: 30_000 }, () => {
  it('of forcePinReset cannot change the password, and stay usable for the PIN', async () => {
    const player = await sandbox.createPlayer();
    const token = await actionToken(player, 'forcePinReset');

    expect(await passwordReset(token, 'Hijacked-Pass-1')).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    expect((await sandbox.login(player.username, 'Hijacked-Pass-1')).status).toBe(401);

    expect((await pinReset(token, '4321')).status).toBe(204);
    expect((await pinLogin(player.username, '4321')).status).toBe(200);
  });

  it('of forcePasswordReset cannot change the PIN, and stay usable for the password', async () => {
    const player = await sandbox.createPlayer();
    const token = await actionToken(player, 'forcePasswordReset');

    expect(await pinReset(token, '4321')).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    expect((await pinLogin(player.username, '4321')).status).toBe(401);

    expect((await passwordReset(token, 'Brand-New-Pass-1')).status).toBe(204);
    expect((await sandbox.login(player.username, 'Brand-New-Pass-1')).status).toBe(200);
  });

  it('of any other action change neither', async () => {
    const player = await sandbox.createPlayer();
    const token = await actionToken(player, 'forcePhoneNumberReset');
    expect((await passwordReset(token, 'Brand-New-Pass-1')).status).toBe(404);
    expect((await pinReset(token, '4321')).status).toBe(404);
  });
});

// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { hashingGate } from '../../kernel/security/hashing-gate.ts';
import { demoPassword } from '../../test-support/harness.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';

const sandbox = useTestSandbox({ own: true });

const sessionOf = (username: string) => sandbox.sessionFor(username, demoPassword(username));
const profile = (session: string) => sandbox.request('GET', `/services/profile/v1/profiles/${session}`);

describe('profile', { timeout: 20_000 }, () => {
  it('shows the ready player in full', async () => {
    expect(await profile(await sessionOf('ready@demo.test'))).toMatchObject({
      status: 200,
      body: {
        email: 'ready@demo.test',
        firstName: 'Ada',
        lastName: 'Lovelace',
        nickname: 'ada',
        attributes: { currency: 'EUR', language: 'en' },
        address: { countryCode: 'MT', subdivision: 'MT-01' },
        phones: ['99123456'],
        phonePrefix: '+356',
        personaLinkedAccounts: [],
        hasPinCode: true,
        phoneStatus: 'VALIDATED',
      },
    });
  });

  it('has null names when the player has none, and the player currency and language', async () => {
    expect((await profile(await sessionOf('inbox@demo.test'))).body).toMatchObject({
      email: 'inbox@demo.test',
      firstName: null,
      lastName: null,
      nickname: null,
    });
    expect((await profile(await sessionOf('satoshi@demo.test'))).body).toMatchObject({
      firstName: null,
      nickname: 'satoshi',
      attributes: { currency: 'BTC', language: 'en' },
    });
    expect((await profile(await sessionOf('es@demo.test'))).body).toMatchObject({
      firstName: 'Lucía',
      lastName: 'García',
      attributes: { currency: 'EUR', language: 'es' },
    });
    expect((await profile(await sessionOf('nopin@demo.test'))).body).toMatchObject({ firstName: 'Grace', hasPinCode: false });
  });
});

describe('PIN code update', { timeout: 20_000 }, () => {
  it('sets a four-digit PIN (then usable to log in) and refuses anything else with 422', async () => {
    const player = await sandbox.createPlayer({ template: 'nopin@demo.test' });
    const session = await sandbox.sessionFor(player.username, player.password);
    const putPin = (body: unknown) => sandbox.request('PUT', `/api/v1/profiles/${session}/pin-code`, { body });

    for (const [body, cause] of [
      [{ pinCode: '12a4' }, 'INVALID_FORMAT'],
      [{ pinCode: '12345' }, 'INVALID_FORMAT'],
      [{ pinCode: 1234 }, 'INVALID_FORMAT'],
      [{}, 'REQUIRED'],
    ] as const) {
      expect(await putPin(body)).toMatchObject({
        status: 422,
        body: { errorCode: 'VALIDATION_ERROR', fieldErrors: [{ field: 'pinCode', cause }] },
      });
    }
    expect((await profile(session)).body).toMatchObject({ hasPinCode: false });

    expect(await putPin({ pinCode: '4321' })).toMatchObject({ status: 204, text: '' });
    expect((await profile(session)).body).toMatchObject({ hasPinCode: true });
    const pinLogin = await sandbox.request('POST', '/services/login-service/v1/login/pin', {
      body: { username: player.username, pinCode: '4321' },
    });
    expect(pinLogin.status).toBe(200);
  });
});

describe('PIN changes from one source', { timeout: 30_000 }, () => {
  // The login's buckets, small: 3 at once, then 1 a minute.
  const tight = useTestSandbox({ loginRateLimit: { burst: 3, perMinute: 1 } });

  it('hash in the normal lane and take tokens from the source\'s login bucket (429 beyond, logins included)', async () => {
    const player = await tight.createPlayer({ template: 'nopin@demo.test' });
    const session = await tight.sessionFor(player.username, player.password); // a right password: its token comes back
    // From the second change on, the body also proves the PIN it replaces.
    const putPin = (pinCode: string, currentPinCode?: string) =>
      tight.request('PUT', `/api/v1/profiles/${session}/pin-code`, { body: currentPinCode === undefined ? { pinCode } : { pinCode, currentPinCode } });
    const lanes: unknown[] = [];
    const run = vi.spyOn(hashingGate, 'run').mockImplementation(async (task, options) => {
      lanes.push(options?.lane);
      return task();
    });
    try {
      expect((await putPin('1111')).status).toBe(204);
      expect((await putPin('2222', '1111')).status).toBe(204);
      expect((await putPin('3333', '2222')).status).toBe(204);
      expect(await putPin('4444', '3333')).toMatchObject({ status: 429, body: { errorCode: 'TOO_MANY_REQUESTS' } });
      // The same bucket: the source's logins wait too, and nothing was hashed for either refusal.
      expect((await tight.login(player.username, player.password)).status).toBe(429);
      // The new PIN of each change, and the current one of the second and third.
      expect(lanes).toEqual(['normal', 'normal', 'normal', 'normal', 'normal']);
    } finally {
      run.mockRestore();
    }
    tight.advanceClock(60_000);
    expect((await tight.login(player.username, player.password)).status).toBe(200);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../test-support/harness.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';

const sandbox = useTestSandbox();

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

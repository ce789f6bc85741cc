// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteConfig } from '../site-config/site-config-repository.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';

const sandbox = useTestSandbox();
const minute = 60_000;
const sessions = new Map<string, string>();

const demoPasswords: Record<string, string> = {
  'ready@demo.test': 'Ready-Player-1',
  'nopin@demo.test': 'No-Pin-Player-1',
  'satoshi@demo.test': 'Bitcoin-Player-1',
  'yen@demo.test': 'Yen-Player-1',
  'pending@demo.test': 'Pending-Player-1',
  'inbox@demo.test': 'Inbox-Player-1',
  'es@demo.test': 'Spanish-Player-1',
};

beforeAll(async () => {
  await Promise.all(
    Object.entries(demoPasswords).map(async ([username, password]) => {
      sessions.set(username, await sandbox.sessionFor(username, password));
    }),
  );
}, 60_000);

function sessionOf(username: string): string {
  const session = sessions.get(username);
  if (!session) throw new Error(`No session for ${username}`);
  return session;
}

const profile = (session: string) => sandbox.request('GET', `/services/profile/v1/profiles/${session}`);
const balances = (session: string) => sandbox.request('GET', `/services/wallet-gateway/v1/profiles/${session}/balances`);
const notifications = (session: string) => sandbox.request('GET', `/services/notifications/v1/profiles/${session}/summary`);

describe('profile', () => {
  it('shows the ready player in full', async () => {
    expect(await profile(sessionOf('ready@demo.test'))).toMatchObject({
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
    expect((await profile(sessionOf('inbox@demo.test'))).body).toMatchObject({
      email: 'inbox@demo.test',
      firstName: null,
      lastName: null,
      nickname: null,
    });
    expect((await profile(sessionOf('satoshi@demo.test'))).body).toMatchObject({
      firstName: null,
      nickname: 'satoshi',
      attributes: { currency: 'BTC', language: 'en' },
    });
    expect((await profile(sessionOf('es@demo.test'))).body).toMatchObject({
      firstName: 'Lucía',
      lastName: 'García',
      attributes: { currency: 'EUR', language: 'es' },
    });
    expect((await profile(sessionOf('nopin@demo.test'))).body).toMatchObject({ firstName: 'Grace', hasPinCode: false });
  });
});

describe('balances', () => {
  it.each([
    [
      'ready@demo.test',
      [
        { type: 'Playable', amount: 125.5, currency: 'EUR' },
        { type: 'PlayableCasino', amount: 125.5, currency: 'EUR' },
        { type: 'Withdrawable', amount: 100, currency: 'EUR' },
        { type: 'Total', amount: 125.5, currency: 'EUR' },
      ],
    ],
    ['nopin@demo.test', [{ type: 'Playable', amount: 40, currency: 'EUR' }]],
    [
      'satoshi@demo.test',
      [
        { type: 'Playable', amount: 0.01234567, currency: 'BTC' },
        { type: 'Total', amount: 0.01234567, currency: 'BTC' },
      ],
    ],
    ['yen@demo.test', [{ type: 'Playable', amount: 15000, currency: 'JPY' }]],
    [
      'pending@demo.test',
      [
        { type: 'Playable', amount: 80, currency: 'EUR' },
        { type: 'Withdrawable', amount: 60, currency: 'EUR' },
        { type: 'PendingWithdrawal', amount: 50, currency: 'EUR' },
        { type: 'Bonus', amount: 20, currency: 'EUR' },
        { type: 'Locked', amount: 10, currency: 'EUR' },
        { type: 'NonPlayableBonus', amount: 5, currency: 'EUR' },
        { type: 'Total', amount: 115, currency: 'EUR' },
      ],
    ],
    ['inbox@demo.test', [{ type: 'Playable', amount: 10, currency: 'EUR' }]],
    ['es@demo.test', [{ type: 'Playable', amount: 55, currency: 'EUR' }]],
  ])('of %s are the seeded ones, in major units', async (username, expected) => {
    expect(await balances(sessionOf(username))).toMatchObject({ status: 200, body: expected });
  });
});

describe('notifications summary', () => {
  it.each([
    ['ready@demo.test', { acknowledged: 3, deleted: 0, numberOfMessages: 12 }],
    ['inbox@demo.test', { acknowledged: 0, deleted: 0, numberOfMessages: 1500 }],
    ['es@demo.test', { acknowledged: 0, deleted: 0, numberOfMessages: 0 }],
  ])('of %s', async (username, expected) => {
    expect(await notifications(sessionOf(username))).toMatchObject({ status: 200, body: expected });
  });
});

describe('site configuration', () => {
  it('is the seeded configuration, served without a session', async () => {
    const result = await sandbox.request('GET', '/services/site-config/v1/site-config');
    expect(result.status).toBe(200);
    expect(result.body).toEqual(defaultSiteConfig);
    expect(result.body).toMatchObject({ servicesBaseUrl: '', languagesPublished: ['en', 'es'], tfaEnrolment: 'SMS' });
  });
});

describe('sessions', { timeout: 20_000 }, () => {
  it('answers 401 SESSION_EXPIRED on every authorised path for an unknown session', async () => {
    const unknown = 'A'.repeat(43);
    const expired = { status: 401, body: { errorCode: 'SESSION_EXPIRED' } };
    expect(await profile(unknown)).toMatchObject(expired);
    expect(await balances(unknown)).toMatchObject(expired);
    expect(await notifications(unknown)).toMatchObject(expired);
    expect(
      await sandbox.request('PUT', `/api/v1/profiles/${unknown}/pin-code`, { body: { pinCode: '1234' } }),
    ).toMatchObject(expired);
  });

  it('expire after 30 idle minutes, and every authorised call renews them', async () => {
    const player = await sandbox.createPlayer();
    const session = await sandbox.sessionFor(player.username, player.password);
    sandbox.advanceClock(29 * minute);
    expect((await balances(session)).status).toBe(200);
    sandbox.advanceClock(29 * minute);
    expect((await notifications(session)).status).toBe(200);
    sandbox.advanceClock(30 * minute + 1000);
    expect(await profile(session)).toMatchObject({ status: 401, body: { errorCode: 'SESSION_EXPIRED' } });
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

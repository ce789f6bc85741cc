// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../test-support/harness.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';
import { freshPlayer } from '../../test-support/payments.ts';

const sandbox = useTestSandbox();

const groups = (query: string) => sandbox.request('GET', `/services/routing/config/payment-methods/method-groups?${query}`);
const codesOf = (body: unknown) => (body as { code: string }[]).map((group) => group.code);

describe('payment method groups (CASH-03)', { timeout: 30_000 }, () => {
  it('offers cards, bank transfer and player-to-player for a withdrawal in EUR in Malta', async () => {
    const answer = await groups('brand=demo&channel=DESKTOP&cp=STANDARD&ct=REGULAR&currency=EUR&paymentType=W&region=MT-01');
    expect(answer).toMatchObject({ status: 200 });
    const offered = answer.body as { code: string; name: string; methods: string[]; limits: { min: number; max: number } }[];
    expect(offered.map(({ code, name, methods }) => ({ code, name, methods }))).toEqual([
      { code: 'CARD', name: 'Cards', methods: ['VISA', 'MASTERCARD'] },
      { code: 'CBT', name: 'Bank transfer', methods: ['SEPA'] },
      { code: 'TTP', name: 'Send to a player', methods: ['TTP'] },
    ]);
    // Each group says its own minimum and maximum, which the cashier shows before the amount is typed.
    for (const { limits } of offered) expect(limits.min).toBeLessThanOrEqual(limits.max);
  });

  it('reads the table: no TTP in any Spanish subdivision, bank transfer in EUR and GBP only, deposits by card, bank transfer or e-wallet', async () => {
    expect(codesOf((await groups('brand=demo&currency=EUR&paymentType=W&region=ES-MD')).body)).toEqual(['CARD', 'CBT']);
    expect(codesOf((await groups('brand=demo&currency=EUR&paymentType=W&region=ES')).body)).toEqual(['CARD', 'CBT']);
    expect(codesOf((await groups('brand=demo&currency=GBP&paymentType=W&region=GB')).body)).toEqual(['CARD', 'CBT']);
    expect(codesOf((await groups('brand=demo&currency=JPY&paymentType=W&region=MT')).body)).toEqual(['CARD']);
    expect(codesOf((await groups('brand=demo&channel=MOBILE&currency=EUR&paymentType=D&region=MT')).body)).toEqual(['CARD', 'CBT', 'EWL']);
  });

  it.each([
    ['brand', 'currency=EUR&paymentType=W&region=MT'],
    ['currency', 'brand=demo&paymentType=W&region=MT'],
    ['paymentType', 'brand=demo&currency=EUR&region=MT'],
    ['region', 'brand=demo&currency=EUR&paymentType=W'],
  ])('answers 422 without %s', async (field, query) => {
    expect(await groups(query)).toMatchObject({ status: 422, body: { fieldErrors: [{ field, cause: 'REQUIRED' }] } });
  });

  it('answers 422 for a malformed payment type, channel or region', async () => {
    expect(await groups('brand=demo&currency=EUR&paymentType=X&region=MT')).toMatchObject({ status: 422, body: { fieldErrors: [{ field: 'paymentType' }] } });
    expect(await groups('brand=demo&currency=EUR&paymentType=W&region=MT&channel=TV')).toMatchObject({ status: 422, body: { fieldErrors: [{ field: 'channel' }] } });
    expect(await groups('brand=demo&currency=EUR&paymentType=W&region=malta')).toMatchObject({ status: 422, body: { fieldErrors: [{ field: 'region' }] } });
    expect((await groups('brand=demo&currency=EUR&currency=GBP&paymentType=W&region=MT')).status).toBe(422);
  });
});

describe('payment profile (CASH-02) and linked accounts (CASH-04)', { timeout: 30_000 }, () => {
  it('answers cp, ct and ftd; ftd is true for a player who has deposited', async () => {
    const ready = await sandbox.sessionFor('ready@demo.test', demoPassword('ready@demo.test'));
    expect((await sandbox.request('GET', `/services/payment/profiles/${ready}/info`)).body).toEqual({ cp: ['STANDARD'], ct: 'REGULAR', ftd: false });
    const pending = await sandbox.sessionFor('pending@demo.test', demoPassword('pending@demo.test'));
    expect((await sandbox.request('GET', `/services/payment/profiles/${pending}/info`)).body).toMatchObject({ ftd: true });
    expect((await sandbox.request('GET', '/services/payment/profiles/unknown/info')).status).toBe(401);
  });

  it("serves the player's linked accounts in the profile, as seeded and as test control sets them", async () => {
    const alice = await sandbox.sessionFor('alice@demo.test', demoPassword('alice@demo.test'));
    expect((await sandbox.request('GET', `/services/profile/v1/profiles/${alice}`)).body).toMatchObject({
      personaLinkedAccounts: [{ id: 'bank-alice-1', type: 'BANK', label: 'MT84 MALT •••• 6789' }],
    });
    const copy = await freshPlayer(sandbox, 'alice@demo.test');
    expect((await sandbox.request('GET', `/services/profile/v1/profiles/${copy.session}`)).body).toMatchObject({ personaLinkedAccounts: [{ id: 'bank-alice-1' }] });
    const patched = await sandbox.patchPlayer(copy.username, { personaLinkedAccounts: [], countryCode: 'GB', subdivision: 'GB-LND' });
    expect(patched).toMatchObject({ status: 200, body: { personaLinkedAccounts: [], countryCode: 'GB', subdivision: 'GB-LND' } });
    expect((await sandbox.request('GET', `/services/profile/v1/profiles/${copy.session}`)).body).toMatchObject({
      personaLinkedAccounts: [],
      address: { countryCode: 'GB', subdivision: 'GB-LND' },
    });
    expect((await sandbox.patchPlayer(copy.username, { subdivision: null })).body).toMatchObject({ subdivision: null });
  });

  it('refuses malformed linked accounts and subdivisions in a patch', async () => {
    const { username } = await freshPlayer(sandbox);
    expect(await sandbox.patchPlayer(username, { personaLinkedAccounts: [{ id: 'x', type: 'CARD', label: 'x' }] })).toMatchObject({
      status: 422,
      body: { fieldErrors: [{ field: 'personaLinkedAccounts', cause: 'INVALID_FORMAT' }] },
    });
    expect(await sandbox.patchPlayer(username, { subdivision: 'Madrid' })).toMatchObject({ status: 422, body: { fieldErrors: [{ field: 'subdivision' }] } });
  });
});

describe('a reset', { timeout: 60_000 }, () => {
  it('brings the jurisdictions back to their settings', async () => {
    await sandbox.control('PATCH', '/sandbox/control/jurisdictions/GB', { withdrawalReversal: true });
    expect((await sandbox.control('POST', '/sandbox/control/reset')).status).toBe(204);
    const london = await sandbox.sessionFor('london@demo.test', demoPassword('london@demo.test'));
    expect((await sandbox.request('GET', `/services/payment/v1/profiles/${london}/withdrawals`)).body).toMatchObject([{ reversible: false }]);
  });
});

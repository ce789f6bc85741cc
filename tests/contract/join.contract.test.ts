// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_SIGN_UP, type RegistrationRequest, type SignUpForm } from '../../src/domain/join';
import { HttpRegistrationGateway } from '../../src/infrastructure/join/http-registration-gateway';
import { CONTRACT_REGISTRATION_OPTIONS } from '../../src/infrastructure/join/in-memory-join';
import { HttpProfileGateway } from '../../src/infrastructure/session/http-profile-gateway';
import { startFixture, type SandboxFixture } from './sandbox-fixture';

let sandbox: SandboxFixture;
beforeAll(async () => {
  sandbox = await startFixture();
}, 60_000);
afterAll(() => sandbox.close());
// Every test signs up from 127.0.0.1: each starts with the hour's allowance.
beforeEach(async () => {
  await sandbox.control('DELETE', '/sandbox/control/registration-attempts');
});

const gateway = () => new HttpRegistrationGateway(sandbox.http);

const form = (overrides: Partial<SignUpForm> = {}): SignUpForm => ({
  ...EMPTY_SIGN_UP,
  email: `contract.${randomBytes(4).toString('hex')}@join.test`,
  password: 'correct horse battery staple',
  firstName: 'Grace',
  lastName: 'Hopper',
  birthDate: '1980-12-09',
  country: 'GB',
  currency: 'GBP',
  phonePrefix: '+44',
  phone: '7700 900 123',
  acceptTerms: true,
  ...overrides,
});

const request = (overrides: Partial<SignUpForm> = {}, extra: Partial<RegistrationRequest> = {}): RegistrationRequest => ({
  form: form(overrides),
  language: 'es',
  referral: null,
  ...extra,
});

describe('registration options', () => {
  it('decodes the countries, currencies, limits and the regions whose age is their own', async () => {
    const options = await gateway().options();
    expect(options).toEqual({
      _tag: 'Right',
      right: {
        countries: ['MT', 'GB', 'ES', 'DE', 'IE', 'FI', 'SE', 'NO', 'CA'],
        currencies: ['EUR', 'GBP', 'USD', 'SEK', 'NOK', 'CAD'],
        minimumAge: 18,
        regions: { CA: expect.arrayContaining([{ code: 'CA-ON', name: 'Ontario', minimumAge: 19 }, { code: 'CA-AB', name: 'Alberta', minimumAge: 18 }]) },
        passwordMinLength: 10,
        passwordMaxLength: 128,
      },
    });
    // The fakes' options are the platform's, the regions a part of Canada's.
    const platform = options._tag === 'Right' ? options.right : null;
    for (const region of CONTRACT_REGISTRATION_OPTIONS.regions?.CA ?? []) expect(platform?.regions?.CA).toContainEqual(region);
  });

  it('decodes options without regions (a platform whose countries have none)', async () => {
    await sandbox.control('POST', '/sandbox/control/faults', {
      method: 'GET',
      path: '/services/registration/v1/options',
      status: 200,
      body: { countries: ['MT'], currencies: ['EUR'], minimumAge: 18, passwordMinLength: 10, passwordMaxLength: 128 },
    });
    expect(await gateway().options()).toMatchObject({ _tag: 'Right', right: { countries: ['MT'] } });
  });

  it('reads an options answer the contract does not allow as a decoding failure', async () => {
    await sandbox.control('POST', '/sandbox/control/faults', { method: 'GET', path: '/services/registration/v1/options', status: 200, body: { countries: 'MT' } });
    expect(await gateway().options()).toMatchObject({ _tag: 'Left', left: { code: 'DECODE' } });
  });
});

describe('sign-up', { timeout: 30_000 }, () => {
  it('creates the player, whose session the profile gateway reads, and keeps the referral', async () => {
    const referral = { token: 'AFF-AURORA-001', type: 'AFFILIATE' as const, affiliateId: 'partner.7', sharingMethod: null, storedAt: 1_763_000_000_000 };
    const sent = request({}, { referral });
    const answer = await gateway().register(sent);
    expect(answer).toMatchObject({ _tag: 'Right', right: { userCountry: 'GB', loginFromDifferentCountry: false, language: 'es' } });
    if (answer._tag === 'Left') throw new Error('not registered');
    const profile = await new HttpProfileGateway(sandbox.http).profile(answer.right.sessionId);
    expect(profile).toMatchObject({ _tag: 'Right', right: { email: sent.form.email, firstName: 'Grace', currency: 'GBP', language: 'es', phoneStatus: 'NOT_VALIDATED', hasPinCode: false } });
    // JRN-01: the number, its spaces taken out, waits for its code.
    expect(profile).toMatchObject({ right: { phonePrefix: '+44', phones: ['7700900123'] } });
    const state = await (await fetch(`${sandbox.url}/sandbox/control/players/${encodeURIComponent(sent.form.email)}`)).json();
    expect(state).toMatchObject({ registration: { referral } });
  });

  it('reads the 422 field by field, a taken address and the common list among them', async () => {
    expect(await gateway().register(request({ email: 'ready@demo.test' }))).toEqual({
      _tag: 'Left',
      left: { code: 'INVALID_FIELDS', fieldErrors: [{ field: 'email', cause: 'EMAIL_UNAVAILABLE' }] },
    });
    expect(await gateway().register(request({ password: 'Password1234' }))).toEqual({
      _tag: 'Left',
      left: { code: 'INVALID_FIELDS', fieldErrors: [{ field: 'password', cause: 'COMMON_PASSWORD' }] },
    });
    expect(await gateway().register(request({ birthDate: '2030-01-01', country: 'US' }))).toEqual({
      _tag: 'Left',
      left: { code: 'INVALID_FIELDS', fieldErrors: [{ field: 'birthDate', cause: 'IN_FUTURE' }, { field: 'country', cause: 'NOT_ALLOWED' }] },
    });
    // JRN-02: the platform checks the number again.
    expect(await gateway().register(request({ phone: '77-00-90' }))).toEqual({
      _tag: 'Left',
      left: { code: 'INVALID_FIELDS', fieldErrors: [{ field: 'phone', cause: 'INVALID_FORMAT' }] },
    });
  });

  it('reads the 429 with its Retry-After once the source made its five sign-ups of the hour', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await gateway().register(request({ email: 'ready@demo.test' }));
    const refused = await gateway().register(request());
    expect(refused).toMatchObject({ _tag: 'Left', left: { code: 'RATE_LIMITED' } });
    if (refused._tag === 'Right' || refused.left.code !== 'RATE_LIMITED') throw new Error('not refused');
    expect(refused.left.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('reads a failing platform as unavailable', async () => {
    await sandbox.control('POST', '/sandbox/control/faults', { method: 'POST', path: '/services/registration/v1/players', status: 500 });
    expect(await gateway().register(request())).toEqual({ _tag: 'Left', left: { code: 'UNAVAILABLE' } });
  });
});

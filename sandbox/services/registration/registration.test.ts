// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { record, text } from '../../test-support/harness.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';

const sandbox = useTestSandbox({ own: true });

const playersPath = '/services/registration/v1/players';
const hourMs = 3_600_000;

const freshEmail = (name = 'joiner') => `${name}.${randomBytes(4).toString('hex')}@example.test`;

/** A sign-up that passes every check, today being the sandbox's clock. */
const signUp = (overrides: Record<string, unknown> = {}) => ({
  email: freshEmail(),
  password: 'correct horse battery',
  firstName: 'Mary',
  lastName: "O'Brien-Smith",
  birthDate: '1990-04-12',
  country: 'MT',
  currency: 'GBP',
  language: 'es',
  acceptTerms: true,
  referral: null,
  ...overrides,
});

const join = (body: unknown) => sandbox.request('POST', playersPath, { body });

const causesOf = (body: unknown) => (record(body).fieldErrors as { field: string; cause: string }[]).map(({ field, cause }) => `${field}:${cause}`);

/** A day `years` years before the sandbox's today, shifted by `days`. */
const dateYearsAgo = (years: number, days = 0) => {
  const now = new Date(sandbox.now());
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
};

// Each test starts a fresh hour of sign-ups (they all come from 127.0.0.1).
beforeEach(() => sandbox.advanceClock(hourMs + 1000));

describe('registration options', () => {
  it('offers the countries, currencies and limits of the contract', async () => {
    expect(await sandbox.request('GET', '/services/registration/v1/options')).toMatchObject({
      status: 200,
      body: {
        countries: ['MT', 'GB', 'ES', 'DE', 'IE', 'FI', 'SE', 'NO', 'CA'],
        currencies: ['EUR', 'GBP', 'USD', 'SEK', 'NOK', 'CAD'],
        minimumAge: 18,
        regions: { CA: expect.arrayContaining([{ code: 'CA-AB', name: 'Alberta', minimumAge: 18 }]) },
        passwordMinLength: 10,
        passwordMaxLength: 128,
      },
    });
  });
});

describe('joining', { timeout: 30_000 }, () => {
  it('creates the player in every service, logs it in and keeps the referral', async () => {
    const referral = { token: 'AFF-AURORA-001', type: 'AFFILIATE', affiliateId: 'aff.7', sharingMethod: null, storedAt: 1_700_000_000_000 };
    const body = signUp({ email: '  Mary.Joiner@Example.TEST ', referral });
    const answer = await join(body);
    expect(answer).toMatchObject({ status: 201, body: { userCountry: 'MT', loginFromDifferentCountry: false, attributes: { language: 'es' } } });
    const session = text(record(answer.body).sessionId);

    expect((await sandbox.request('GET', `/services/profile/v1/profiles/${session}`)).body).toMatchObject({
      email: 'mary.joiner@example.test',
      firstName: 'Mary',
      lastName: "O'Brien-Smith",
      attributes: { currency: 'GBP', language: 'es' },
      address: { countryCode: 'MT' },
      phones: [],
      hasPinCode: false,
      phoneStatus: 'NOT_VALIDATED',
    });
    const balances = await sandbox.request('GET', `/services/wallet-gateway/v1/profiles/${session}/balances`);
    expect(balances.body).toEqual([
      { type: 'Playable', amount: 0, currency: 'GBP' },
      { type: 'Withdrawable', amount: 0, currency: 'GBP' },
      { type: 'Total', amount: 0, currency: 'GBP' },
    ]);
    expect((await sandbox.request('GET', `/services/loyalty-points/v2/players/${session}/external`)).body).toMatchObject({ tierPoints: 0, currentTierId: null });

    const state = await sandbox.control('GET', `/sandbox/control/players/${encodeURIComponent('mary.joiner@example.test')}`);
    expect(state.body).toMatchObject({ twoFactorStatus: 'PENDING', hasPinCode: false, registration: { referral } });
    expect(Math.abs(Date.parse(text(record(record(state.body).registration).registeredAt)) - sandbox.now())).toBeLessThan(60_000);

    // The password chosen logs in; the session answer is the login's.
    expect(await sandbox.login('MARY.JOINER@example.test', body.password)).toMatchObject({ status: 200, body: { userCountry: 'MT' } });
    const listed = await sandbox.control('GET', '/sandbox/control/registrations');
    expect(listed.body).toEqual(expect.arrayContaining([expect.objectContaining({ username: 'mary.joiner@example.test', referral })]));
    const consolePage = await sandbox.request('GET', '/sandbox/console');
    expect(consolePage.text).toMatch(/<h2 id="registrations-heading">Registrations<\/h2>/);
    expect(consolePage.text).toContain('<td>mary.joiner@example.test</td>');
    expect(consolePage.text).toContain('<code>AFF-AURORA-001</code> (an affiliate; affiliate id aff.7)');
  });

  it('refuses an address already taken, a look-alike too, and says no more than EMAIL_UNAVAILABLE', async () => {
    const taken = await join(signUp({ email: 'ready@demo.test' }));
    expect(taken).toMatchObject({ status: 422, body: { errorCode: 'VALIDATION_ERROR', fieldErrors: [{ field: 'email', cause: 'EMAIL_UNAVAILABLE' }] } });
    expect(taken.text).not.toMatch(/Ada|Lovelace|ready/);
    // Full-width letters fold (NFKC) onto the seeded address.
    const lookAlike = await join(signUp({ email: 'ｒｅａｄｙ@demo.test' }));
    expect(causesOf(lookAlike.body)).toEqual(['email:EMAIL_UNAVAILABLE']);
  });

  it('lets one of two parallel sign-ups with one address win', async () => {
    const email = freshEmail('race');
    const [first, second] = await Promise.all([join(signUp({ email })), join(signUp({ email: email.toUpperCase() }))]);
    expect([first.status, second.status].sort()).toEqual([201, 422]);
    const loser = first.status === 422 ? first : second;
    expect(causesOf(loser.body)).toEqual(['email:EMAIL_UNAVAILABLE']);
  });

  it('applies the password policy: length, the common list (any case) and the address', async () => {
    expect(causesOf((await join(signUp({ password: 'short pw' }))).body)).toEqual(['password:TOO_SHORT']);
    expect(causesOf((await join(signUp({ password: 'x'.repeat(129) }))).body)).toEqual(['password:TOO_LONG']);
    expect(causesOf((await join(signUp({ password: 'Password123' }))).body)).toEqual(['password:COMMON_PASSWORD']);
    expect(causesOf((await join(signUp({ password: 'QWERTYUIOP' }))).body)).toEqual(['password:COMMON_PASSWORD']);
    expect(causesOf((await join(signUp({ email: 'marigold@example.test', password: 'my MARIGOLD secret' }))).body)).toEqual(['password:CONTAINS_EMAIL']);
    // Ten characters counted as the player sees them, whatever their bytes.
    expect((await join(signUp({ password: 'ñandú pingüino' }))).status).toBe(201);
  });

  it('refuses a password easy to guess (ACC-08), the player\'s own name and birth year counted as first guesses', async () => {
    for (const password of ['aaaaaaaaaa', '1111111111', ' '.repeat(12), 'zxcvbnm12345', 'abcdefghij12']) {
      expect(causesOf((await join(signUp({ password }))).body), JSON.stringify(password)).toEqual(['password:TOO_WEAK']);
    }
    // Guessable from this player's details, not from another's.
    expect(causesOf((await join(signUp({ firstName: 'Mary', lastName: 'Joiner', birthDate: '1990-04-12', password: 'joiner1990x' }))).body)).toEqual(['password:TOO_WEAK']);
    expect((await join(signUp({ firstName: 'Grace', lastName: 'Hopper', birthDate: '1966-12-09', password: 'joiner1990x' }))).status).toBe(201);
  });

  it('takes the age of the province or territory (issue 21): 19 in Ontario, 18 in Alberta, the strictest of Canada when the region is not said', async () => {
    const justEighteen = dateYearsAgo(18);
    const canadian = (extra: Record<string, unknown>) => signUp({ country: 'CA', currency: 'CAD', birthDate: justEighteen, ...extra });
    expect(causesOf((await join(canadian({ region: 'CA-ON' }))).body)).toEqual(['birthDate:UNDER_AGE']);
    expect(causesOf((await join(canadian({}))).body)).toEqual(['birthDate:UNDER_AGE']);
    expect(causesOf((await join(canadian({ region: 'GB-LND' }))).body)).toEqual(['birthDate:UNDER_AGE', 'region:NOT_ALLOWED']);
    expect(causesOf((await join(signUp({ region: 'CA-ON' }))).body)).toEqual(['region:NOT_ALLOWED']);
    const albertan = canadian({ region: 'CA-AB' });
    expect((await join(albertan)).status).toBe(201);
    // The province is the player's: Ontario's rules apply to a player who joined from there.
    const ontarian = canadian({ region: 'CA-ON', birthDate: dateYearsAgo(19) });
    expect((await join(ontarian)).status).toBe(201);
    const session = await sandbox.sessionFor(String(ontarian.email), String(ontarian.password));
    const profile = await sandbox.request('GET', `/services/profile/v1/profiles/${session}`);
    expect(record(profile.body).address).toEqual({ countryCode: 'CA', subdivision: 'CA-ON' });
    const options = await sandbox.request('GET', '/services/registration/v1/options');
    expect(record(options.body).regions).toMatchObject({ CA: expect.arrayContaining([{ code: 'CA-ON', name: 'Ontario', minimumAge: 19 }, { code: 'CA-QC', name: 'Quebec', minimumAge: 18 }]) });
  });

  it('refuses under-age, future and impossible birth dates, of age on the 18th birthday', async () => {
    expect(causesOf((await join(signUp({ birthDate: dateYearsAgo(18, 1) }))).body)).toEqual(['birthDate:UNDER_AGE']);
    expect(causesOf((await join(signUp({ birthDate: dateYearsAgo(0, 1) }))).body)).toEqual(['birthDate:IN_FUTURE']);
    for (const birthDate of ['1990-02-30', '12/04/1990', '1899-12-31', 19900412]) {
      expect(causesOf((await join(signUp({ birthDate }))).body)).toEqual(['birthDate:INVALID_FORMAT']);
    }
    expect((await join(signUp({ birthDate: dateYearsAgo(18) }))).status).toBe(201);
  });

  it('answers every bad field at once, and bad input never crashes', async () => {
    const answer = await join({ email: 'not an address', password: '', firstName: 'x'.repeat(10_000), lastName: 'R2-D2', birthDate: '', country: 'US', currency: 'BTC', acceptTerms: 'yes' });
    expect(answer.status).toBe(422);
    expect(causesOf(answer.body)).toEqual([
      'email:INVALID_FORMAT',
      'password:REQUIRED',
      'firstName:TOO_LONG',
      'lastName:INVALID_FORMAT',
      'birthDate:REQUIRED',
      'country:NOT_ALLOWED',
      'currency:NOT_ALLOWED',
      'acceptTerms:REQUIRED',
    ]);
    expect((await join([1, 2])).status).toBe(422);
    expect((await join({ ...signUp(), email: ['a@b.test'] })).status).toBe(422);
  });

  it('refuses unicode tricks in the address and the names', async () => {
    expect(causesOf((await join(signUp({ email: `a\u200bb@example.test` }))).body)).toEqual(['email:INVALID_FORMAT']);
    expect(causesOf((await join(signUp({ email: 'jöiner@exämple.test' }))).body)).toEqual(['email:INVALID_FORMAT']);
    expect(causesOf((await join(signUp({ firstName: 'Ma\u202Ery' }))).body)).toEqual(['firstName:INVALID_FORMAT']);
    expect(causesOf((await join(signUp({ lastName: '<script>' }))).body)).toEqual(['lastName:INVALID_FORMAT']);
    // Hangul fillers are letters to \p{L} but show nothing: a blank name.
    expect(causesOf((await join(signUp({ firstName: '\u3164' }))).body)).toEqual(['firstName:INVALID_FORMAT']);
    expect(causesOf((await join(signUp({ lastName: 'Sm\u115Fith' }))).body)).toEqual(['lastName:INVALID_FORMAT']);
    expect(causesOf((await join(signUp({ firstName: 'Ma\u180Ery' }))).body)).toEqual(['firstName:INVALID_FORMAT']);
  });

  it('drops a malformed referral and still registers the player', async () => {
    const email = freshEmail('referred');
    for (const token of ['x; Set-Cookie: a=b', '<b>P123</b>', 'A'.repeat(10_240)]) {
      const answer = await join(signUp({ email: token.length > 100 ? email : freshEmail(), referral: { token, type: 'AFFILIATE', affiliateId: null, sharingMethod: null, storedAt: 1 } }));
      expect(answer.status).toBe(201);
    }
    expect((await sandbox.control('GET', `/sandbox/control/players/${encodeURIComponent(email)}`)).body).toMatchObject({ registration: { referral: null } });
  });

  it('keeps only a referral the platform knows, with the type the platform knows it by (no made-up tokens, no relabelled affiliates)', async () => {
    const registrationOf = async (email: string) => record((await sandbox.control('GET', `/sandbox/control/players/${encodeURIComponent(email)}`)).body).registration;
    const unknown = freshEmail('unknown-token');
    expect((await join(signUp({ email: unknown, referral: { token: 'AFF-NOBODY-9', type: 'AFFILIATE', affiliateId: null, sharingMethod: null, storedAt: 1 } }))).status).toBe(201);
    expect(await registrationOf(unknown)).toMatchObject({ referral: null });
    const relabelled = freshEmail('relabelled');
    const claimed = { token: 'AFF-AURORA-001', type: 'PROFILE', affiliateId: null, sharingMethod: 'raf-link', storedAt: 1 };
    expect((await join(signUp({ email: relabelled, referral: claimed }))).status).toBe(201);
    expect(await registrationOf(relabelled)).toMatchObject({ referral: { ...claimed, type: 'AFFILIATE' } });
  });

  it('keeps a published language, else registers in the default one', async () => {
    const answer = await join(signUp({ language: 'xx' }));
    expect(answer.body).toMatchObject({ attributes: { language: 'en' } });
  });

  it('allows 5 sign-ups per source an hour (429 with Retry-After), counting only those that could succeed', async () => {
    await sandbox.control('DELETE', '/sandbox/control/registration-attempts');
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await join(signUp({ password: 'short' }))).status).toBe(422);
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await join(signUp())).status).toBe(201);
    expect((await join(signUp({ email: 'ready@demo.test' }))).status).toBe(422);
    const refused = await join(signUp());
    expect(refused).toMatchObject({ status: 429, body: { errorCode: 'TOO_MANY_REQUESTS' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    sandbox.advanceClock(hourMs);
    expect((await join(signUp())).status).toBe(201);
  });
});

describe('the mobile number on joining', { timeout: 30_000 }, () => {
  it('keeps the number given, spaces taken out, not yet validated', async () => {
    const answer = await join(signUp({ phonePrefix: '+356', phone: ' 9912 3456 ' }));
    expect(answer.status).toBe(201);
    const session = text(record(answer.body).sessionId);
    expect((await sandbox.request('GET', `/services/profile/v1/profiles/${session}`)).body).toMatchObject({
      phones: ['99123456'],
      phonePrefix: '+356',
      phoneStatus: 'NOT_VALIDATED',
    });
  });

  it('joins without a number (the field is optional in the request)', async () => {
    expect((await join(signUp({ phonePrefix: '', phone: '' }))).status).toBe(201);
  });

  it.each([
    [{ phonePrefix: '+356', phone: '99-12-34-56' }, ['phone:INVALID_FORMAT']],
    [{ phonePrefix: '+356', phone: '123' }, ['phone:INVALID_FORMAT']],
    [{ phonePrefix: '+356', phone: '1234567890123' }, ['phone:TOO_LONG']],
    [{ phonePrefix: '356', phone: '99123456' }, ['phonePrefix:INVALID_FORMAT']],
    [{ phonePrefix: '+356' }, ['phone:REQUIRED']],
    [{ phone: '99123456' }, ['phonePrefix:REQUIRED']],
    [{ phonePrefix: ['+356'], phone: { digits: 99123456 } }, ['phonePrefix:INVALID_FORMAT', 'phone:INVALID_FORMAT']],
  ])('refuses %j with field errors, and creates nobody', async (phone, causes) => {
    const body = signUp(phone);
    const answer = await join(body);
    expect(answer.status).toBe(422);
    expect(causesOf(answer.body)).toEqual(causes);
    expect((await sandbox.login(body.email, body.password)).status).toBe(401);
  });
});

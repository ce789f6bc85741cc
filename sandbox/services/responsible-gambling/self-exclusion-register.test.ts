// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { record, startTestSandbox, type HttpResult, type TestSandbox } from '../../test-support/harness.ts';
import { openDataDirDatabase } from '../../test-support/test-postgres.ts';
import { approvedCard, moneyPost } from '../../test-support/payments.ts';
import { foldName, identityKeys, phoneKeyOf } from './identity-keys.ts';

/**
 * Issue 21 (SG-17, SG-18): the register of self-excluded identities. A person who self-excluded
 * opens no other account, and every account they hold is excluded with them, at the moment they
 * self-exclude and, should that have been missed, at the account's next login.
 */
describe('the register compares people, not spellings', () => {
  it('ignores case, accents, spacing, hyphens, apostrophes and letters Unicode does not decompose', () => {
    const folded = foldName('José-María O’Neil');
    expect(folded).toBe('josemariaoneil');
    for (const spelling of ['jose maria oneil', 'JOSEMARIA  ONEIL', "Jose Maria O'Neil", 'JOSÉ MARÍA O.NEIL', 'Jose\u0301 Mari\u0301a O\u2019Neil']) {
      expect(foldName(spelling)).toBe(folded);
    }
    expect(foldName('Strauß')).toBe(foldName('STRAUSS'));
    expect(foldName('Łukasz Søren')).toBe(foldName('lukasz soren'));
    expect(foldName('Mary')).not.toBe(foldName('Marie'));
    // Invisible fillers, modifier-letter apostrophes and Cyrillic or Greek look-alikes.
    expect(foldName('Mary\u3164Jo O\u02BCBrien')).toBe(foldName('Mary Jo OBrien'));
    expect(foldName('J\u043Es\u0435 M\u0430ria O\u02BBNeil')).toBe(folded);
    expect(foldName('\u039Cary')).toBe(foldName('mary'));
  });

  it('reads a name filled in either way round as one name, and a phone by its digits', () => {
    const keys = identityKeys({ firstName: 'Ada', lastName: 'Lovelace', birthDate: '1990-04-12', phone: { phonePrefix: '+44', phone: '07700 900123' } });
    const swapped = identityKeys({ firstName: 'Lovelace', lastName: 'Ada', birthDate: '1990-04-12', phone: null });
    expect(swapped.nameKey).toBe(keys.reversedKey);
    expect(keys.phoneKey).toBe('447700900123');
    expect(phoneKeyOf({ phonePrefix: '+44', phone: '7700900123' })).toBe(keys.phoneKey);
    expect(phoneKeyOf(null)).toBeNull();
  });
});

const playersPath = '/services/registration/v1/players';
const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
const password = 'correct horse battery';
const freshEmail = () => `register.${randomBytes(4).toString('hex')}@example.test`;
/** Each test's own person, so that no test's register entry matches another's. */
const freshBirthDate = () => {
  const day = randomBytes(2).readUInt16BE() % 9000;
  return new Date(Date.UTC(1950, 0, 1) + day * dayMs).toISOString().slice(0, 10);
};

interface Person {
  firstName: string;
  lastName: string;
  birthDate: string;
  phonePrefix?: string;
  phone?: string;
}

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
}, 60_000);

afterAll(async () => {
  await sandbox?.close();
});

/** A sign-up from a fresh hour of sign-ups (they all come from 127.0.0.1, five an hour). */
const join = async (person: Person, email = freshEmail()) => {
  await sandbox.control('DELETE', '/sandbox/control/registration-attempts');
  return sandbox.request('POST', playersPath, {
    body: { email, password, ...person, country: 'GB', currency: 'GBP', language: 'en', acceptTerms: true, referral: null },
  });
};

async function joined(person: Person): Promise<{ email: string; session: string }> {
  const email = freshEmail();
  const answer = await join(person, email);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { email, session: String(record(answer.body).sessionId) };
}

const exclusionPath = (session: string, rest = '') => `/services/responsible-gambling/v1/profiles/${session}/exclusion${rest}`;
const selfExclude = (session: string) => sandbox.request('POST', exclusionPath(session), { body: { kind: 'SELF_EXCLUSION', months: 6, password } });
const exclusionOf = async (session: string) => record((await sandbox.request('GET', exclusionPath(session))).body).exclusion;
const deposit = (session: string) => moneyPost(sandbox, session, 'deposits', { amount: 2500, currency: 'GBP', method: 'CARD', card: approvedCard });

function expectRefusedAsExcluded(answer: HttpResult): void {
  expect({ status: answer.status, body: answer.body }).toEqual({
    status: 403,
    body: { errorCode: 'SELF_EXCLUDED', message: 'An account cannot be opened: the details given match a self-exclusion in force.' },
  });
}

const escaped = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectNoAccount(email: string): Promise<void> {
  expect((await sandbox.login(email, password)).status).toBe(401);
}

describe('a self-excluded person opens no other account', { timeout: 120_000 }, () => {
  it('refuses a sign-up under another address with the name in other case, accents, spacing or order, or with the same phone', async () => {
    const birthDate = freshBirthDate();
    const first = await joined({ firstName: 'Mary-Jo', lastName: "O'Brien", birthDate, phonePrefix: '+44', phone: '7700900123' });
    expect((await selfExclude(first.session)).status).toBe(201);

    for (const person of [
      { firstName: 'MARY JO', lastName: 'OBRIEN', birthDate },
      { firstName: 'Máry Jö', lastName: 'O’Brién', birthDate },
      { firstName: 'MaryJo', lastName: 'O Brien', birthDate },
      { firstName: "O'Brien", lastName: 'Mary-Jo', birthDate },
      { firstName: 'Maria', lastName: 'Smith', birthDate, phonePrefix: '+44', phone: '07700 900123' },
    ]) {
      const email = freshEmail();
      expectRefusedAsExcluded(await join(person, email));
      await expectNoAccount(email);
    }
    // Another person: the same name born on another day, or another name with another phone.
    const otherDay = new Date(Date.parse(birthDate) + dayMs).toISOString().slice(0, 10);
    await joined({ firstName: 'Mary-Jo', lastName: "O'Brien", birthDate: otherDay });
    await joined({ firstName: 'Maria', lastName: 'Smith', birthDate, phonePrefix: '+44', phone: '7700900999' });
  });

  it('says so before saying an address is taken, and a time-out is not in the register', async () => {
    const birthDate = freshBirthDate();
    const person = { firstName: 'Tomasz', lastName: 'Kowalski', birthDate };
    const first = await joined(person);
    expect((await sandbox.request('POST', exclusionPath(first.session), { body: { kind: 'TIME_OUT', days: 7, password } })).status).toBe(201);
    await joined(person);

    const other = { firstName: 'Lena', lastName: 'Kowalska', birthDate };
    const excluded = await joined(other);
    expect((await selfExclude(excluded.session)).status).toBe(201);
    expectRefusedAsExcluded(await join(other, excluded.email));
  });

  it('excludes the accounts the person already had, at once: no deposit, and they are told why', async () => {
    const birthDate = freshBirthDate();
    const older = await joined({ firstName: 'Ines', lastName: 'Duarte', birthDate });
    const main = await joined({ firstName: 'inés', lastName: 'duarte', birthDate });
    expect(await exclusionOf(older.session)).toBeNull();

    const started = await selfExclude(main.session);
    expect(started.status).toBe(201);
    const own = record(record(started.body).exclusion);
    expect(own.fromAnotherAccount).toBe(false);

    expect(await exclusionOf(older.session)).toEqual({ ...own, fromAnotherAccount: true });
    expect(await deposit(older.session)).toMatchObject({ status: 403, body: { errorCode: 'EXCLUDED', exclusion: { kind: 'SELF_EXCLUSION', endsAt: own.endsAt } } });
    // Logging in again changes nothing: one exclusion per account.
    expect((await sandbox.login(older.email, password)).status).toBe(200);
    expect(await exclusionOf(older.session)).toEqual({ ...own, fromAnotherAccount: true });
  });

  it("excludes an account already on a break of its own: the person's self-exclusion outlasts it", async () => {
    const birthDate = freshBirthDate();
    const person = { firstName: 'Ola', lastName: 'Berg', birthDate };
    const older = await joined(person);
    const main = await joined(person);
    expect((await sandbox.request('POST', exclusionPath(older.session), { body: { kind: 'TIME_OUT', days: 1, password } })).status).toBe(201);
    const started = record(record((await selfExclude(main.session)).body).exclusion);

    sandbox.advanceClock(2 * dayMs);
    const session = await sandbox.sessionFor(older.email, password);
    expect(await exclusionOf(session)).toEqual({ ...started, fromAnotherAccount: true });
    expect(await deposit(session)).toMatchObject({ status: 403, body: { errorCode: 'EXCLUDED', exclusion: { kind: 'SELF_EXCLUSION' } } });
  });

  it("matches an account whose mobile number changes to the self-excluded person's, at once", async () => {
    const birthDate = freshBirthDate();
    const main = await joined({ firstName: 'Karin', lastName: 'Holm', birthDate, phonePrefix: '+46', phone: '701234567' });
    expect((await selfExclude(main.session)).status).toBe(201);
    const other = await joined({ firstName: 'Kari', lastName: 'Holmberg', birthDate });
    expect(await exclusionOf(other.session)).toBeNull();
    const phonePath = `/services/player-verification/v1/profiles/${other.session}/phone`;
    expect((await sandbox.request('PUT', phonePath, { body: { phonePrefix: '+46', phone: '70 123 45 67' } })).status).toBe(204);
    expect(await exclusionOf(other.session)).toMatchObject({ kind: 'SELF_EXCLUSION', fromAnotherAccount: true });
    expect((await sandbox.request('GET', '/sandbox/console')).text).toMatch(new RegExp(`Account excluded when its phone changed</td>\\s*<td>${escaped(other.email)}</td>\\s*<td>Mobile number and birth date</td>`));
  });

  it('a sign-up racing the self-exclusion of the same person is refused, or its account excluded', async () => {
    for (let round = 0; round < 3; round += 1) {
      const birthDate = freshBirthDate();
      const person = { firstName: 'Race', lastName: `Runner`, birthDate };
      const first = await joined(person);
      const email = freshEmail();
      const [excluded, signUp] = await Promise.all([selfExclude(first.session), join(person, email)]);
      expect(excluded.status).toBe(201);
      if (signUp.status === 201) {
        expect(await exclusionOf(String(record(signUp.body).sessionId))).toMatchObject({ kind: 'SELF_EXCLUSION', fromAnotherAccount: true });
      } else {
        expectRefusedAsExcluded(signUp);
      }
    }
  });

  it('ends for every account of the person when asked on any of them, after the cooling-off', async () => {
    const birthDate = freshBirthDate();
    const person = { firstName: 'Petra', lastName: 'Novak', birthDate };
    const older = await joined(person);
    const main = await joined(person);
    expect((await selfExclude(main.session)).status).toBe(201);
    const notYet = await sandbox.request('POST', exclusionPath(older.session, '/end-request'), { headers: { 'content-type': 'application/json' } });
    expect(notYet).toMatchObject({ status: 409, body: { errorCode: 'NOT_EXPIRED' } });

    sandbox.advanceClock(190 * dayMs);
    const older2 = await sandbox.sessionFor(older.email, password);
    const main2 = await sandbox.sessionFor(main.email, password);
    const asked = await sandbox.request('POST', exclusionPath(older2, '/end-request'), { headers: { 'content-type': 'application/json' } });
    expect(asked.status).toBe(200);
    const endsAfterRequestAt = record(record(asked.body).exclusion).endsAfterRequestAt;
    expect(await exclusionOf(main2)).toMatchObject({ fromAnotherAccount: false, endsAfterRequestAt });
    expectRefusedAsExcluded(await join(person));

    sandbox.advanceClock(25 * hourMs);
    expect(await exclusionOf(await sandbox.sessionFor(main.email, password))).toBeNull();
    expect(await exclusionOf(await sandbox.sessionFor(older.email, password))).toBeNull();
    await joined(person);
  });

  it('shows the operator every match in the console', async () => {
    const birthDate = freshBirthDate();
    const person = { firstName: 'Console', lastName: 'Watcher', birthDate };
    const main = await joined(person);
    expect((await selfExclude(main.session)).status).toBe(201);
    const email = freshEmail();
    expectRefusedAsExcluded(await join({ ...person, firstName: 'CONSOLE' }, email));
    const page = (await sandbox.request('GET', '/sandbox/console')).text;
    expect(page).toContain('Self-exclusion register');
    expect(page).toMatch(new RegExp(`Sign-up refused</td>\\s*<td>${escaped(email)}</td>\\s*<td>Name and birth date</td>\\s*<td>Console Watcher \\(${escaped(main.email)}\\)</td>`));
  });
});

describe("ending one person's self-exclusion", { timeout: 120_000 }, () => {
  it("touches no other player's exclusion, whatever its id", async () => {
    // A fresh platform, so that ids are small and the register's and the exclusions' meet.
    const fresh = await startTestSandbox();
    const start = (session: string, secret: string) => fresh.request('POST', exclusionPath(session), { body: { kind: 'SELF_EXCLUSION', months: 6, password: secret } });
    try {
      // Strangers who never signed up (no identity, no register entry) self-exclude first.
      const strangers = [];
      for (let index = 0; index < 3; index += 1) {
        const stranger = await fresh.createPlayer({ template: 'ready@demo.test' });
        expect((await start(await fresh.sessionFor(stranger.username, stranger.password), stranger.password)).status).toBe(201);
        strangers.push(stranger);
      }
      const email = freshEmail();
      await fresh.control('DELETE', '/sandbox/control/registration-attempts');
      const signedUp = await fresh.request('POST', playersPath, {
        body: { email, password, firstName: 'Ida', lastName: 'Lund', birthDate: freshBirthDate(), country: 'GB', currency: 'GBP', language: 'en', acceptTerms: true, referral: null },
      });
      expect(signedUp.status).toBe(201);
      expect((await start(String(record(signedUp.body).sessionId), password)).status).toBe(201);

      fresh.advanceClock(190 * dayMs);
      const asked = await fresh.request('POST', exclusionPath(await fresh.sessionFor(email, password), '/end-request'), { headers: { 'content-type': 'application/json' } });
      expect(asked.status).toBe(200);
      for (const stranger of strangers) {
        const session = await fresh.sessionFor(stranger.username, stranger.password);
        expect(record((await fresh.request('GET', exclusionPath(session))).body).exclusion).toMatchObject({ kind: 'SELF_EXCLUSION', endRequestedAt: null });
      }
    } finally {
      await fresh.close();
    }
  });
});

/** One statement on the platform's data while it is stopped, then the platform started again on it. */
async function whileStopped(sql: string, params: unknown[]): Promise<void> {
  const { dataDir } = sandbox;
  await sandbox.close({ keepData: true });
  const db = await openDataDirDatabase(dataDir);
  try {
    await db.query(sql, params);
  } finally {
    await db.close();
    sandbox = await startTestSandbox({ dataDir });
  }
}

describe('an account the register missed is excluded at its next login', { timeout: 120_000 }, () => {
  it('as when the platform stopped between the self-exclusion and the other accounts', async () => {
    const birthDate = freshBirthDate();
    const person = { firstName: 'Nora', lastName: 'Lindqvist', birthDate };
    const older = await joined(person);
    const main = await joined(person);
    expect((await selfExclude(main.session)).status).toBe(201);

    // The other account's exclusion undone, as if the process had stopped before writing it.
    await whileStopped('DELETE FROM player_exclusions WHERE register_entry_id IS NOT NULL AND player_id = (SELECT id FROM players WHERE username = $1)', [older.email]);

    const session = await sandbox.sessionFor(older.email, password);
    expect(await exclusionOf(session)).toMatchObject({ kind: 'SELF_EXCLUSION', fromAnotherAccount: true });
    expect(await deposit(session)).toMatchObject({ status: 403, body: { errorCode: 'EXCLUDED' } });
    const page = (await sandbox.request('GET', '/sandbox/console')).text;
    expect(page).toMatch(new RegExp(`Account excluded at login</td>\\s*<td>${escaped(older.email)}</td>`));
  });

  it('a player who joined before the register kept identities gets one when the platform starts', async () => {
    const person = { firstName: 'Ebba', lastName: 'Sand', birthDate: freshBirthDate() };
    const main = await joined(person);
    await whileStopped('DELETE FROM player_identities WHERE player_id = (SELECT id FROM players WHERE username = $1)', [main.email]);
    expect((await selfExclude(await sandbox.sessionFor(main.email, password))).status).toBe(201);
    expectRefusedAsExcluded(await join(person));
  });
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../kernel/database/database.ts';
import { verifySecret } from '../../kernel/security/passwords.ts';
import { openTestDatabase } from '../../test-support/harness.ts';
import { findAccountByUsername, type AccountRow } from './accounts.ts';
import { attemptLogin, type Credential, type LoginHeaders } from './login-decision.ts';
import { allSources, captchaAfterFailures, setFailures } from './login-failures.ts';
import { captchaEnforcement, invalidCredentials } from './login-replies.ts';
import { consumeSmsCode, sendSmsCode } from './sms-outbox.ts';

/** The login decision and the outbox, called directly against a database of their own. */
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
}, 60_000);
afterAll(async () => {
  await database?.close();
});

const noHeaders: LoginHeaders = { captchaToken: undefined, mfaCode: undefined, enforcementMethod: undefined };

async function player(username: string): Promise<AccountRow> {
  const found = await findAccountByUsername(db, username);
  if (!found) throw new Error(`no seeded player ${username}`);
  return found;
}

/** A verifier that records what it was asked, then answers as the real one would. */
function recordingVerifier() {
  const calls: { secret: string; hash: string }[] = [];
  const verify = async (secret: string, hash: string) => {
    calls.push({ secret, hash });
    return verifySecret(secret, hash);
  };
  return { calls, verify };
}

/** `scrypt$N$r$p`: the cost of checking a secret against the hash. */
const costOf = (hash: string) => hash.split('$').slice(0, 4).join('$');

describe('an unknown username', { timeout: 30_000 }, () => {
  const login = (username: string, credential: Credential, verify: ReturnType<typeof recordingVerifier>['verify']) =>
    attemptLogin(db, { username, credential, headers: noHeaders, source: '127.0.0.1' }, () => Date.now(), { verifySecret: verify });

  it('costs a full password check against a fixed dummy hash, and is answered INVALID_CREDENTIALS', async () => {
    const ready = await player('ready@demo.test');
    const verifier = recordingVerifier();

    expect(await login('nobody@demo.test', { kind: 'password', password: 'Guess-1' }, verifier.verify)).toEqual(invalidCredentials);
    expect(await login('nobody-else@demo.test', { kind: 'pin', pinCode: '1234' }, verifier.verify)).toEqual(invalidCredentials);
    expect(await login('ready@demo.test', { kind: 'password', password: 'Guess-1' }, verifier.verify)).toEqual(invalidCredentials);

    const [unknownPassword, unknownPin, known] = verifier.calls;
    expect(verifier.calls).toHaveLength(3);
    expect(unknownPassword?.secret).toBe('Guess-1');
    expect(unknownPin?.secret).toBe('1234');
    // One dummy hash, computed once, with the same cost as a real player's.
    expect(unknownPassword?.hash).toBe(unknownPin?.hash);
    expect(unknownPassword?.hash).not.toBe(ready.password_hash);
    expect(costOf(unknownPassword?.hash ?? '')).toBe(costOf(ready.password_hash));
    expect(known?.hash).toBe(ready.password_hash);
  });

  it('as a PIN login of a player without a PIN, costs a check too', async () => {
    const verifier = recordingVerifier();
    expect(await login('nopin@demo.test', { kind: 'pin', pinCode: '1234' }, verifier.verify)).toEqual(invalidCredentials);
    expect(verifier.calls).toHaveLength(1);
    expect(verifier.calls[0]?.secret).toBe('1234');
  });
});

describe('what a guesser without a captcha token sees', { timeout: 30_000 }, () => {
  /** The answer, and how many full secret checks (each ~0.25 s of scrypt: the time) it cost. */
  async function observe(username: string, password = 'Guess-1') {
    const verifier = recordingVerifier();
    const answer = await attemptLogin(
      db,
      { username, credential: { kind: 'password', password }, headers: noHeaders, source: '198.51.100.7' },
      () => Date.now(),
      { verifySecret: verifier.verify },
    );
    return { answer, hashes: verifier.calls.length };
  }

  it('costs the same check for a player who must pass a captcha as for a name that does not exist', async () => {
    expect((await player('captcha@demo.test')).captcha_required).toBe(true);
    const flagged = await observe('captcha@demo.test');
    const unknown = await observe('no-such-player@demo.test');
    expect(flagged).toEqual({ answer: captchaEnforcement, hashes: 1 });
    expect(unknown).toEqual({ answer: invalidCredentials, hashes: 1 });
    // Its right password is checked too, and still answered as a captcha to pass.
    expect(await observe('captcha@demo.test', 'Captcha-Player-1')).toEqual({ answer: captchaEnforcement, hashes: 1 });
  });

  it('cannot tell a flagged player from a name, known or not, at the all-sources captcha step', async () => {
    const now = Date.now();
    for (const name of ['stepped-nobody@demo.test', 'ready@demo.test']) {
      await setFailures(db, name, allSources, { failures: captchaAfterFailures, blockedUntil: null }, now);
    }
    const flagged = await observe('captcha@demo.test');
    expect(flagged).toEqual({ answer: captchaEnforcement, hashes: 1 });
    expect(await observe('stepped-nobody@demo.test')).toEqual(flagged);
    expect(await observe('ready@demo.test')).toEqual(flagged);
    for (const name of ['stepped-nobody@demo.test', 'ready@demo.test']) {
      await setFailures(db, name, allSources, { failures: 0, blockedUntil: null }, now);
    }
  });
});

describe('SMS codes', () => {
  it('work once, even when two logins present the same code at the same time', async () => {
    const twofactor = await player('twofactor@demo.test');
    const now = Date.now();
    await sendSmsCode(db, twofactor, now);
    const sent = await db.query<{ code: string }>('SELECT code FROM outbox WHERE player_id = $1 ORDER BY id DESC LIMIT 1', [
      twofactor.id,
    ]);
    const code = sent.rows[0]?.code ?? '';

    const outcomes = await Promise.all(Array.from({ length: 5 }, () => consumeSmsCode(db, twofactor.id, code, now)));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await consumeSmsCode(db, twofactor.id, code, now)).toBe(false);
  });

  it('only the latest counts, and not after 5 minutes', async () => {
    const twofactor = await player('twofactor@demo.test');
    const now = Date.now();
    const latestCode = async () =>
      (await db.query<{ code: string }>('SELECT code FROM outbox WHERE player_id = $1 ORDER BY id DESC LIMIT 1', [twofactor.id]))
        .rows[0]?.code ?? '';
    await sendSmsCode(db, twofactor, now);
    const earlier = await latestCode();
    await sendSmsCode(db, twofactor, now);
    const latest = await latestCode();
    if (earlier !== latest) expect(await consumeSmsCode(db, twofactor.id, earlier, now)).toBe(false);
    expect(await consumeSmsCode(db, twofactor.id, latest, now + 5 * 60_000)).toBe(false);
    expect(await consumeSmsCode(db, twofactor.id, latest, now + 5 * 60_000 - 1)).toBe(true);
  });
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minutes } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/database/database.ts';
import { hashToken } from '../../kernel/security/tokens.ts';
import { openTestDatabase, record, text, type TestSandbox } from '../../test-support/harness.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';
import { listOutbox } from './sms-outbox.ts';
import { passwordResetLinkLifetimeMs, passwordResetSubject, requestPasswordReset, resetRequestsPerAddress, resetRequestsPerSource } from './password-reset-request.ts';

// Its own sandbox: the file moves the clock and spends the client address's bucket of requests.
const sandbox = useTestSandbox({ own: true });

const requestReset = (email: string, on: TestSandbox = sandbox) =>
  on.request('POST', '/services/login-service/v1/password-reset-request', { body: { email } });
const passwordReset = (token: string, newPassword: string) =>
  sandbox.request('POST', '/services/login-service/v1/password-reset', { body: { token, newPassword } });
const profile = (session: string) => sandbox.request('GET', `/services/profile/v1/profiles/${session}`);

async function resetEmailsTo(username: string): Promise<{ subject: string; link: string }[]> {
  const outbox = await sandbox.control('GET', `/sandbox/outbox?to=${encodeURIComponent(username)}`);
  return (outbox.body as { channel: string; subject: string; link: string }[]).filter((message) => message.channel === 'EMAIL' && message.subject === passwordResetSubject);
}

/** The token of the newest reset e-mail to `username`. */
async function tokenMailedTo(username: string): Promise<string> {
  const [latest] = await resetEmailsTo(username);
  expect(latest, `no reset e-mail to ${username}`).toBeDefined();
  const link = new URL(text(latest?.link));
  expect(link.pathname).toBe('/account/password-reset');
  return text(link.searchParams.get('token'));
}

/** Lets the buckets of the file's client address fill up again between tests. */
const refillBuckets = () => sandbox.advanceClock(minutes(60));

describe('asking for a password reset link', { timeout: 60_000 }, () => {
  it('answers a known and an unknown address the same way, and e-mails only the known one', async () => {
    refillBuckets();
    const player = await sandbox.createPlayer();
    const known = await requestReset(player.username);
    const unknown = await requestReset('nobody-here@demo.test');
    expect(known.status).toBe(202);
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: known.status, body: known.body });
    expect(await resetEmailsTo(player.username)).toHaveLength(1);
    expect(await resetEmailsTo('nobody-here@demo.test')).toHaveLength(0);
  });

  it('reads the address as login does: case and spaces do not matter; a missing one is a 422', async () => {
    refillBuckets();
    const player = await sandbox.createPlayer();
    expect((await requestReset(`  ${player.username.toUpperCase()} `)).status).toBe(202);
    expect(await resetEmailsTo(player.username)).toHaveLength(1);
    expect(await sandbox.request('POST', '/services/login-service/v1/password-reset-request', { body: {} })).toMatchObject({
      status: 422,
      body: { fieldErrors: [{ field: 'email', cause: 'REQUIRED' }] },
    });
    expect((await sandbox.request('POST', '/services/login-service/v1/password-reset-request', { body: { email: ['x'] } })).status).toBe(422);
  });

  it('limits requests per address, known or not, with a 429 and Retry-After', async () => {
    refillBuckets();
    const player = await sandbox.createPlayer();
    for (const address of [player.username, 'limit-unknown@demo.test']) {
      for (let request = 1; request <= resetRequestsPerAddress.burst; request += 1) expect((await requestReset(address)).status).toBe(202);
      const refused = await requestReset(address);
      expect(refused).toMatchObject({ status: 429, body: { errorCode: 'TOO_MANY_REQUESTS' } });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(await resetEmailsTo(player.username)).toHaveLength(resetRequestsPerAddress.burst);
    // Another address from the same client still gets through.
    expect((await requestReset('someone-else@demo.test')).status).toBe(202);
  });

  it('limits requests per client address, across e-mail addresses', async () => {
    refillBuckets();
    for (let request = 1; request <= resetRequestsPerSource.burst; request += 1) {
      expect((await requestReset(`spray-${request}@demo.test`)).status).toBe(202);
    }
    expect((await requestReset('spray-last@demo.test')).status).toBe(429);
    sandbox.advanceClock(minutes(1));
    expect((await requestReset('spray-last@demo.test')).status).toBe(202);
  });
});

describe('the e-mailed link', { timeout: 60_000 }, () => {
  it('sets a new password once: every session ends, the lockout clears, the old password fails', async () => {
    refillBuckets();
    const player = await sandbox.createPlayer();
    const open = await sandbox.sessionFor(player.username, player.password);
    // Five wrong passwords lock the player out (for this client address).
    for (let attempt = 1; attempt <= 5; attempt += 1) await sandbox.login(player.username, 'not-the-password');
    expect(record((await sandbox.login(player.username, player.password)).body).errorCode).toBe('blocked');

    expect((await requestReset(player.username)).status).toBe(202);
    const token = await tokenMailedTo(player.username);
    expect((await passwordReset(token, 'Fresh-Start-Pass-9')).status).toBe(204);

    expect(await profile(open)).toMatchObject({ status: 401, body: { errorCode: 'SESSION_EXPIRED' } });
    expect((await sandbox.login(player.username, player.password)).status).toBe(401);
    expect((await sandbox.login(player.username, 'Fresh-Start-Pass-9')).status).toBe(200);
    // Used: it cannot set a password again.
    expect(await passwordReset(token, 'Second-Go-Pass-9')).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    expect((await sandbox.login(player.username, 'Second-Go-Pass-9')).status).toBe(401);
  });

  it(`expires after ${passwordResetLinkLifetimeMs / 60_000} minutes of the sandbox's clock`, async () => {
    refillBuckets();
    const player = await sandbox.createPlayer();
    await requestReset(player.username);
    const token = await tokenMailedTo(player.username);
    sandbox.advanceClock(passwordResetLinkLifetimeMs + 1_000);
    expect((await passwordReset(token, 'Too-Late-Pass-9')).status).toBe(404);
    expect((await sandbox.login(player.username, player.password)).status).toBe(200);
  });

  it("takes joining's password rules, and a refused password does not use the link up", async () => {
    refillBuckets();
    const player = await sandbox.createPlayer();
    await requestReset(player.username);
    const token = await tokenMailedTo(player.username);
    const localPart = player.username.slice(0, player.username.indexOf('@'));
    const refusals: [string, string][] = [
      ['short-9', 'TOO_SHORT'],
      ['password123', 'COMMON_PASSWORD'],
      [`My-${localPart}-2026`, 'CONTAINS_EMAIL'],
      ['Has\u200bHidden-Pass-9', 'INVALID_FORMAT'],
      // ACC-08: easy to guess, whatever its length.
      ['aaaaaaaaaaaa', 'TOO_WEAK'],
      ['1111111111', 'TOO_WEAK'],
    ];
    for (const [newPassword, cause] of refusals) {
      expect(await passwordReset(token, newPassword)).toMatchObject({ status: 422, body: { fieldErrors: [{ field: 'newPassword', cause }] } });
    }
    expect((await passwordReset(token, 'Good-Enough-Pass-9')).status).toBe(204);
  });
});

describe('the reset token', { timeout: 30_000 }, () => {
  let database: { db: Database; close(): Promise<void> };
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('is stored only as its hash, with the link lifetime', async () => {
    const nowMs = Date.UTC(2026, 10, 27, 12);
    await requestPasswordReset(database.db, 'ready@demo.test', 'https://site.test', nowMs);
    const [email] = await listOutbox(database.db, 'ready@demo.test', 1);
    const link = new URL(text(email?.channel === 'EMAIL' ? email.link : ''));
    expect(link.origin).toBe('https://site.test');
    const token = text(link.searchParams.get('token'));
    const rows = await database.db.query<Record<string, unknown>>(
      "SELECT * FROM action_tokens WHERE player_id = (SELECT id FROM players WHERE username = 'ready@demo.test') AND action = 'forcePasswordReset'",
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]).toMatchObject({ token_hash: hashToken(token), expires_at: new Date(nowMs + passwordResetLinkLifetimeMs) });
    expect(Object.values(rows.rows[0] ?? {})).not.toContain(token);
  });
});

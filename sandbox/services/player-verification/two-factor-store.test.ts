// @vitest-environment node
import { rm } from 'node:fs/promises';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../kernel/database/database.ts';
import { readMigrations } from '../../kernel/database/migrations.ts';
import { ephemeralSecrets } from '../../kernel/security/sandbox-secrets.ts';
import { acceptedTotpStep, newTotpSecret, totpStepAt } from '../../kernel/security/totp.ts';
import { newDataDir, openTestDatabase } from '../../test-support/harness.ts';
import { beginEnrolment, completeEnrolment, revealSecret, sealCarriedOverSecrets, storedStatus, totpCheck } from './two-factor-store.ts';

const secrets = ephemeralSecrets();
let test: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  test = await openTestDatabase();
  db = test.db;
}, 60_000);
afterAll(async () => {
  await test.close();
});

async function playerId(username: string): Promise<number> {
  const result = await db.query<{ id: number }>('SELECT id FROM players WHERE username = $1', [username]);
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error(`no ${username}`);
  return id;
}

const codeAt = (secret: string, nowMs: number, steps = 0) => generate({ secret, epoch: Math.floor(nowMs / 1000) + steps * 30 });
const secretOf = (uri: string) => new URL(uri).searchParams.get('secret') ?? '';

describe('TOTP (RFC 6238)', () => {
  it('makes 160-bit secrets (32 base32 characters)', () => {
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('accepts one step either side, refuses two steps off, and refuses a step at or before the last used one', async () => {
    const secret = newTotpSecret();
    const nowMs = Date.UTC(2026, 0, 1, 12, 0, 10);
    const step = totpStepAt(nowMs);
    expect(await acceptedTotpStep(secret, await codeAt(secret, nowMs, -1), nowMs, null)).toBe(step - 1);
    expect(await acceptedTotpStep(secret, await codeAt(secret, nowMs, 1), nowMs, null)).toBe(step + 1);
    expect(await acceptedTotpStep(secret, await codeAt(secret, nowMs, 2), nowMs, null)).toBeNull();
    expect(await acceptedTotpStep(secret, await codeAt(secret, nowMs, -2), nowMs, null)).toBeNull();
    expect(await acceptedTotpStep(secret, await codeAt(secret, nowMs), nowMs, step)).toBeNull();
    expect(await acceptedTotpStep(secret, await codeAt(secret, nowMs, -1), nowMs, step - 1)).toBeNull();
    expect(await acceptedTotpStep(secret, await codeAt(secret, nowMs), nowMs, step - 1)).toBe(step);
    expect(await acceptedTotpStep(secret, '12345a', nowMs, null)).toBeNull();
  });
});

describe('the two-factor store', () => {
  it('keeps the secret sealed: no column holds it in clear, and another key cannot open it', async () => {
    const id = await playerId('ready@demo.test');
    const uri = await beginEnrolment(db, secrets, id, 'ready@demo.test');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Casino:ready%40demo\.test\?secret=[A-Z2-7]{32}&issuer=Casino&period=30&digits=6&algorithm=SHA1$/);
    const secret = secretOf(uri);
    const rows = await db.query('SELECT * FROM two_factor WHERE player_id = $1', [id]);
    expect(JSON.stringify(rows.rows)).not.toContain(secret);
    const sealed = (rows.rows[0] as { sealed_secret: string }).sealed_secret;
    expect(() => ephemeralSecrets().decryptSecret(sealed)).toThrow();
    expect(await revealSecret(db, secrets, id)).toBe(secret);
    expect(await storedStatus(db, id)).toBe('PENDING');
  });

  it('uses a code once: checks of one code in parallel pass once, the others find it used', async () => {
    const id = await playerId('bob@demo.test');
    const secret = secretOf(await beginEnrolment(db, secrets, id, 'bob@demo.test'));
    await db.transaction((tx) => completeEnrolment(tx, id));
    const nowMs = Date.now();
    const code = await codeAt(secret, nowMs);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => db.transaction((tx) => totpCheck(tx, secrets, id, code, nowMs))));
    expect([...outcomes].sort()).toEqual(['match', 'used', 'used', 'used', 'used']);
    expect(await db.transaction((tx) => totpCheck(tx, secrets, id, code === '000000' ? '111111' : '000000', nowMs))).toBe('mismatch');
    expect(await storedStatus(db, id)).toBe('ENABLED');
  });
});

describe('secrets kept in clear before issue 9', { timeout: 60_000 }, () => {
  let dataDir: string | undefined;
  afterAll(async () => {
    if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
  });

  it('are carried over for players who log in with TOTP, dropped for the others, and sealed at start', async () => {
    dataDir = await newDataDir();
    const migrations = await readMigrations();
    const before = await openDatabase(dataDir, migrations.filter((migration) => migration.version < 85));
    const insert = (username: string, method: string | null) =>
      before.query<{ id: number }>(
        "INSERT INTO players (username, password_hash, totp_secret, mfa_login_method, created_at) VALUES ($1, 'x', 'JBSWY3DPEHPK3PXP', $2, now()) RETURNING id",
        [username, method],
      );
    const totpPlayer = (await insert('totp@old.test', 'TWO_FACTOR_AUTHENTICATION')).rows[0]?.id ?? -1;
    const otherPlayer = (await insert('sms@old.test', 'SMS')).rows[0]?.id ?? -1;
    await before.close();

    const after = await openDatabase(dataDir, migrations);
    try {
      const columns = await after.query<{ column_name: string }>("SELECT column_name FROM information_schema.columns WHERE table_name = 'players'");
      expect(columns.rows.map((row) => row.column_name)).not.toContain('totp_secret');
      expect(await sealCarriedOverSecrets(after, secrets)).toBe(1);
      expect(await sealCarriedOverSecrets(after, secrets)).toBe(0);
      const rows = await after.query('SELECT * FROM two_factor');
      expect(JSON.stringify(rows.rows)).not.toContain('JBSWY3DPEHPK3PXP');
      expect(await storedStatus(after, totpPlayer)).toBe('ENABLED');
      expect(await revealSecret(after, secrets, totpPlayer)).toBe('JBSWY3DPEHPK3PXP');
      expect(await storedStatus(after, otherPlayer)).toBe('PENDING');
    } finally {
      await after.close();
    }
  });
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minutes } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/database/database.ts';
import { ephemeralSecrets } from '../../kernel/security/sandbox-secrets.ts';
import { openTestDatabase } from '../../test-support/harness.ts';
import { checkCounted, checkSmsCode, operationStatus, readCodeHeader, sendCode, setOperationBlock, type Operation } from './confirmation-codes.ts';

const secrets = ephemeralSecrets();
let opened: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
let player: { id: number; username: string; phone: string };
let other: { id: number; username: string; phone: string };
let nowMs = Date.UTC(2026, 0, 1, 12);

async function playerNamed(username: string) {
  const result = await db.query<{ id: number }>('SELECT id FROM players WHERE username = $1', [username]);
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error(`no ${username}`);
  return { id, username, phone: '+35699123456' };
}

/** The code the player's phone received last for the operation. */
async function lastCode(playerId: number, operation: Operation): Promise<string> {
  const result = await db.query<{ code: string }>(
    `SELECT code FROM outbox WHERE player_id = $1 AND operation = $2 ORDER BY id DESC LIMIT 1`,
    [playerId, operation],
  );
  return result.rows[0]?.code ?? '';
}

function wrong(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

beforeAll(async () => {
  opened = await openTestDatabase();
  db = opened.db;
  player = await playerNamed('ready@demo.test');
  other = await playerNamed('madrid@demo.test');
}, 60_000);

afterAll(async () => {
  await opened.close();
});

describe('the confirmation-code store', () => {
  it('stores codes only as an HMAC, never as the code', async () => {
    await sendCode(db, secrets, player, 'withdraw', nowMs);
    const code = await lastCode(player.id, 'withdraw');
    expect(code).toMatch(/^\d{6}$/);
    const stored = await db.query<{ code_hmac: string }>('SELECT code_hmac FROM confirmation_codes WHERE player_id = $1', [player.id]);
    expect(stored.rows.map((row) => row.code_hmac)).not.toContain(code);
    expect(stored.rows.every((row) => /^[0-9a-f]{64}$/.test(row.code_hmac))).toBe(true);
  });

  it('accepts a live code once, and refuses it the second time (single use, not counted)', async () => {
    await sendCode(db, secrets, player, 'updateProfile', nowMs);
    const code = await lastCode(player.id, 'updateProfile');
    expect(await checkSmsCode(db, secrets, player.id, 'updateProfile', code, nowMs)).toEqual({ kind: 'accepted' });
    expect(await checkSmsCode(db, secrets, player.id, 'updateProfile', code, nowMs)).toEqual({ kind: 'invalid', remainingAttempts: 3, maxAttempts: 3 });
  });

  it('lets a code expire after 10 minutes', async () => {
    await sendCode(db, secrets, player, 'validatePhone', nowMs);
    const code = await lastCode(player.id, 'validatePhone');
    expect(await checkSmsCode(db, secrets, player.id, 'validatePhone', code, nowMs + minutes(10))).toEqual({ kind: 'invalid', remainingAttempts: 3, maxAttempts: 3 });
    await sendCode(db, secrets, player, 'validatePhone', nowMs);
    const fresh = await lastCode(player.id, 'validatePhone');
    expect(await checkSmsCode(db, secrets, player.id, 'validatePhone', fresh, nowMs + minutes(10) - 1000)).toEqual({ kind: 'accepted' });
  });

  it('supersedes an older code with a newer one', async () => {
    await sendCode(db, secrets, player, 'enable2fa', nowMs);
    const older = await lastCode(player.id, 'enable2fa');
    await sendCode(db, secrets, player, 'enable2fa', nowMs + 1000);
    const newer = await lastCode(player.id, 'enable2fa');
    if (older !== newer) {
      expect(await checkSmsCode(db, secrets, player.id, 'enable2fa', older, nowMs + 2000)).toEqual({ kind: 'invalid', remainingAttempts: 2, maxAttempts: 3 });
    }
    expect(await checkSmsCode(db, secrets, player.id, 'enable2fa', newer, nowMs + 2000)).toEqual({ kind: 'accepted' });
  });

  it("refuses another player's code", async () => {
    await sendCode(db, secrets, other, 'disable2FA', nowMs);
    const code = await lastCode(other.id, 'disable2FA');
    expect(await checkSmsCode(db, secrets, player.id, 'disable2FA', code, nowMs)).toEqual({ kind: 'invalid', remainingAttempts: 3, maxAttempts: 3 });
    expect(await checkSmsCode(db, secrets, other.id, 'disable2FA', code, nowMs)).toEqual({ kind: 'accepted' });
  });

  it('counts 2, then 1, then blocks for 15 minutes, and refuses the right code while blocked', async () => {
    nowMs += minutes(120);
    await sendCode(db, secrets, player, 'changeStatus2FA', nowMs);
    const code = await lastCode(player.id, 'changeStatus2FA');
    expect(await checkSmsCode(db, secrets, player.id, 'changeStatus2FA', wrong(code), nowMs)).toEqual({ kind: 'invalid', remainingAttempts: 2, maxAttempts: 3 });
    expect(await checkSmsCode(db, secrets, player.id, 'changeStatus2FA', wrong(code), nowMs)).toEqual({ kind: 'invalid', remainingAttempts: 1, maxAttempts: 3 });
    expect(await checkSmsCode(db, secrets, player.id, 'changeStatus2FA', wrong(code), nowMs)).toEqual({ kind: 'blocked', remainingBlockingTime: 900 });
    expect(await checkSmsCode(db, secrets, player.id, 'changeStatus2FA', code, nowMs + 1000)).toEqual({ kind: 'blocked', remainingBlockingTime: 899 });
    expect(await operationStatus(db, player.id, 'changeStatus2FA', nowMs)).toEqual({ status: 'BLOCKED', remainingBlockingTime: 900 });
    expect(await sendCode(db, secrets, player, 'changeStatus2FA', nowMs)).toEqual({ kind: 'blocked', remainingBlockingTime: 900 });
    const after = nowMs + minutes(15);
    expect(await operationStatus(db, player.id, 'changeStatus2FA', after)).toEqual({ status: 'ACTIVE', remainingBlockingTime: 0 });
    // The block ran out (and the code with it): counting starts again from the top.
    expect(await sendCode(db, secrets, player, 'changeStatus2FA', after)).toMatchObject({ kind: 'sent' });
    const fresh = await lastCode(player.id, 'changeStatus2FA');
    expect(await checkSmsCode(db, secrets, player.id, 'changeStatus2FA', wrong(fresh), after)).toEqual({ kind: 'invalid', remainingAttempts: 2, maxAttempts: 3 });
  });

  it('a right code clears the count', async () => {
    nowMs += minutes(120);
    await sendCode(db, secrets, other, 'withdraw', nowMs);
    const code = await lastCode(other.id, 'withdraw');
    await checkSmsCode(db, secrets, other.id, 'withdraw', wrong(code), nowMs);
    await checkSmsCode(db, secrets, other.id, 'withdraw', wrong(code), nowMs);
    expect(await checkSmsCode(db, secrets, other.id, 'withdraw', code, nowMs)).toEqual({ kind: 'accepted' });
    await sendCode(db, secrets, other, 'withdraw', nowMs);
    expect(await checkSmsCode(db, secrets, other.id, 'withdraw', wrong(await lastCode(other.id, 'withdraw')), nowMs)).toEqual({ kind: 'invalid', remainingAttempts: 2, maxAttempts: 3 });
  });

  it('never counts more than 3 of 20 parallel wrong guesses, and then refuses the right code', async () => {
    nowMs += minutes(120);
    const target = await playerNamed('twofactor@demo.test');
    await sendCode(db, secrets, target, 'withdraw', nowMs);
    const code = await lastCode(target.id, 'withdraw');
    const guesses = await Promise.all(Array.from({ length: 20 }, () => checkSmsCode(db, secrets, target.id, 'withdraw', wrong(code), nowMs)));
    expect(guesses.filter((check) => check.kind === 'invalid')).toHaveLength(2);
    expect(guesses.filter((check) => check.kind === 'blocked')).toHaveLength(18);
    expect(await checkSmsCode(db, secrets, target.id, 'withdraw', code, nowMs)).toMatchObject({ kind: 'blocked' });
  });

  it('allows 5 sends per player and operation in any hour (sliding)', async () => {
    nowMs += minutes(120);
    const results = [];
    for (let send = 0; send < 5; send += 1) results.push(await sendCode(db, secrets, other, 'updateProfile', nowMs + send * minutes(10)));
    expect(results.map((result) => result.kind === 'sent' && result.remainingSendAttempts)).toEqual([4, 3, 2, 1, 0]);
    expect(await sendCode(db, secrets, other, 'updateProfile', nowMs + minutes(50))).toEqual({ kind: 'no-remaining-sends', remainingBlockingTime: 600 });
    expect(await sendCode(db, secrets, other, 'validatePhone', nowMs + minutes(50))).toMatchObject({ kind: 'sent' });
    expect(await sendCode(db, secrets, other, 'updateProfile', nowMs + minutes(60) + 1)).toEqual({ kind: 'sent', remainingSendAttempts: 0 });
  });

  it('counts any other secret the same way (checkCounted)', async () => {
    nowMs += minutes(120);
    const pinMatches = (pin: string) => async () => pin === '1234';
    expect(await checkCounted(db, other.id, 'enable2fa', nowMs, pinMatches('0000'))).toEqual({ kind: 'invalid', remainingAttempts: 2, maxAttempts: 3 });
    expect(await checkCounted(db, other.id, 'enable2fa', nowMs, pinMatches('1234'))).toEqual({ kind: 'accepted' });
  });

  it('blocks and unblocks through setOperationBlock; login reads the login block', async () => {
    await setOperationBlock(db, player.id, 'withdraw', new Date(nowMs + minutes(5)));
    expect(await operationStatus(db, player.id, 'withdraw', nowMs)).toEqual({ status: 'BLOCKED', remainingBlockingTime: 300 });
    await setOperationBlock(db, player.id, 'withdraw', null);
    expect(await operationStatus(db, player.id, 'withdraw', nowMs)).toEqual({ status: 'ACTIVE', remainingBlockingTime: 0 });
    await db.query('UPDATE players SET verification_blocked_until = $2 WHERE id = $1', [player.id, new Date(nowMs + 61_000)]);
    expect(await operationStatus(db, player.id, 'login', nowMs)).toEqual({ status: 'BLOCKED', remainingBlockingTime: 61 });
  });

  it('reads the code header: missing, malformed (letters, spaces inside, 7 digits), or the trimmed code', () => {
    expect(readCodeHeader(undefined, 6)).toEqual({ kind: 'missing' });
    expect(readCodeHeader(' 123456 ', 6)).toEqual({ kind: 'code', code: '123456' });
    for (const bad of ['12345a', '123 456', '1234567', '١٢٣٤٥٦']) expect(readCodeHeader(bad, 6)).toMatchObject({ kind: 'malformed', reply: { status: 422 } });
    expect(readCodeHeader('1234', 4)).toEqual({ kind: 'code', code: '1234' });
  });
});

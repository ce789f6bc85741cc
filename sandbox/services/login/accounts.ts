import type { Queryable } from '../../kernel/database/database.ts';
import { insertRow, updateRows, type Columns } from '../../kernel/database/rows.ts';

export const mfaMethods = ['SMS', 'PIN_CODE', 'TWO_FACTOR_AUTHENTICATION'] as const;
export type MfaMethod = (typeof mfaMethods)[number];

export const requiredActionShapes = ['full', 'missing-token', 'empty'] as const;
export type RequiredActionShape = (typeof requiredActionShapes)[number];

/**
 * A row of `players`: the account as the login service knows it. `id` is the player id every
 * service's tables refer to (deleting the row deletes the player everywhere, by cascade).
 */
export interface AccountRow {
  id: number;
  username: string;
  password_hash: string;
  pin_hash: string | null;
  disabled: boolean;
  captcha_required: boolean;
  mfa_login_method: MfaMethod | null;
  required_action: string | null;
  required_action_shape: RequiredActionShape;
  mfa_failures: number;
  verification_blocked_until: Date | null;
  created_at: Date;
}

/** A failure count and the block it leads to (wrong passwords are counted per source: login-failures.ts). */
export interface FailureCounter {
  count: 'mfa_failures';
  blockedUntil: 'verification_blocked_until';
}

export const mfaFailures: FailureCounter = { count: 'mfa_failures', blockedUntil: 'verification_blocked_until' };

/** Login is case-insensitive: usernames are stored lower case. */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

export async function findAccountByUsername(db: Queryable, username: string): Promise<AccountRow | null> {
  const result = await db.query<AccountRow>('SELECT * FROM players WHERE username = $1', [normaliseUsername(username)]);
  return result.rows[0] ?? null;
}

export async function findAccountById(db: Queryable, id: number): Promise<AccountRow | null> {
  const result = await db.query<AccountRow>('SELECT * FROM players WHERE id = $1', [id]);
  return result.rows[0] ?? null;
}

/** The player's account, its row locked until the caller's transaction ends (what serialises a player's requests that move no money). */
export async function lockAccount(db: Queryable, id: number): Promise<AccountRow | null> {
  const result = await db.query<AccountRow>('SELECT * FROM players WHERE id = $1 FOR UPDATE', [id]);
  return result.rows[0] ?? null;
}

/** The usernames of these players (the operator's lists name them). */
export async function usernamesOf(db: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const result = await db.query<{ id: number; username: string }>('SELECT id, username FROM players WHERE id = ANY ($1::integer[])', [[...new Set(ids)]]);
  return new Map(result.rows.map((row) => [row.id, row.username]));
}

/** Login asks for the TOTP (two-factor enabled), or no longer does (when it was asking for it). */
export async function setTotpLogin(db: Queryable, playerId: number, asked: boolean): Promise<void> {
  await db.query(
    asked
      ? "UPDATE players SET mfa_login_method = 'TWO_FACTOR_AUTHENTICATION' WHERE id = $1"
      : "UPDATE players SET mfa_login_method = NULL WHERE id = $1 AND mfa_login_method = 'TWO_FACTOR_AUTHENTICATION'",
    [playerId],
  );
}

/** The pending required action is done, when it is this one. */
export async function clearRequiredAction(db: Queryable, playerId: number, action: string): Promise<void> {
  await db.query('UPDATE players SET required_action = NULL WHERE id = $1 AND required_action = $2', [playerId, action]);
}

export async function insertAccount(db: Queryable, columns: Columns): Promise<number> {
  return (await insertRow<AccountRow>(db, 'players', columns)).id;
}

export async function updateAccount(db: Queryable, playerId: number, columns: Columns): Promise<void> {
  await updateRows(db, 'players', 'id', playerId, columns);
}

/** Deletes the player: every service's rows go with it (their foreign keys cascade). */
export async function deleteAccount(db: Queryable, playerId: number): Promise<void> {
  await db.query('DELETE FROM players WHERE id = $1', [playerId]);
}

const copiedColumns = [
  'password_hash', 'pin_hash', 'disabled', 'captcha_required', 'mfa_login_method', 'required_action', 'required_action_shape',
] as const satisfies readonly (keyof AccountRow)[];

/** Copies an account (hashes included, so no slow re-hashing) under a new username; counters and blocks start fresh. */
export async function copyAccount(
  db: Queryable,
  templateId: number,
  fresh: { username: string; nowMs: number },
): Promise<number> {
  const columns = copiedColumns.join(', ');
  const result = await db.query<{ id: number }>(
    `INSERT INTO players (username, created_at, ${columns})
     SELECT $2, $3, ${columns} FROM players WHERE id = $1
     RETURNING id`,
    [templateId, fresh.username, new Date(fresh.nowMs)],
  );
  const row = result.rows[0];
  if (!row) throw new Error(`No template player with id ${templateId}`);
  return row.id;
}

/**
 * Counts one more failure (in SQL, so that concurrent attempts cannot lose a count) and blocks
 * until `blockUntil` when the count reaches `limit`. Returns the new count.
 */
export async function countFailure(
  db: Queryable,
  playerId: number,
  counter: FailureCounter,
  limit: number,
  blockUntil: Date,
): Promise<number> {
  const { count, blockedUntil } = counter;
  const result = await db.query<Record<string, number>>(
    `UPDATE players SET ${count} = ${count} + 1,
            ${blockedUntil} = CASE WHEN ${count} + 1 >= $2 THEN $3::timestamptz ELSE ${blockedUntil} END
      WHERE id = $1 RETURNING ${count}`,
    [playerId, limit, blockUntil],
  );
  return result.rows[0]?.[count] ?? limit;
}

/** Sets the PIN and, when it was the pending action, clears forcePinReset. */
export async function setPinHash(db: Queryable, playerId: number, pinHash: string): Promise<void> {
  await db.query(
    `UPDATE players SET pin_hash = $2,
            required_action = CASE WHEN required_action = 'forcePinReset' THEN NULL ELSE required_action END
      WHERE id = $1`,
    [playerId, pinHash],
  );
}

/**
 * Sets the password, clears every failure count and block of the username (from every source) and
 * a pending forcePasswordReset, and ends every open session: one statement, so whoever held a
 * session opened with the old password cannot keep it.
 */
export async function resetPassword(db: Queryable, playerId: number, passwordHash: string, nowMs: number): Promise<void> {
  await db.query(
    `WITH ended AS (
       UPDATE sessions SET ended_at = $3 WHERE player_id = $1 AND ended_at IS NULL
     ), forgotten AS (
       DELETE FROM login_failures WHERE username = (SELECT username FROM players WHERE id = $1)
     )
     UPDATE players SET password_hash = $2,
            required_action = CASE WHEN required_action = 'forcePasswordReset' THEN NULL ELSE required_action END
      WHERE id = $1`,
    [playerId, passwordHash, new Date(nowMs)],
  );
}

export async function hasPinCode(db: Queryable, playerId: number): Promise<boolean> {
  const result = await db.query<{ has_pin: boolean }>('SELECT pin_hash IS NOT NULL AS has_pin FROM players WHERE id = $1', [playerId]);
  return result.rows[0]?.has_pin ?? false;
}

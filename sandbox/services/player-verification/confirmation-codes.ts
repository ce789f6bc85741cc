// The store every operation's second secret goes through. Its functions take the sandbox's
// `secrets` (context.secrets: the HMAC key of codes lives outside the database) after `db`.
import { minutes } from '../../kernel/clock.ts';
import type { Database, Queryable } from '../../kernel/database/database.ts';
import type { FieldError } from '../../kernel/http/validation.ts';
import type { SandboxSecrets } from '../../kernel/security/sandbox-secrets.ts';
import { constantTimeEquals, newSmsCode } from '../../kernel/security/tokens.ts';
import { findAccountById, updateAccount, writeSms } from '../login/index.ts';

/** The operations a confirmation code (or another second secret) can guard (MFA-12). */
export const operations = ['changeStatus2FA', 'disable2FA', 'enable2fa', 'login', 'updateProfile', 'validatePhone', 'withdraw'] as const;
export type Operation = (typeof operations)[number];

export function isOperation(value: unknown): value is Operation {
  return typeof value === 'string' && (operations as readonly string[]).includes(value);
}

export const codeLifetimeMs = minutes(10);
export const maxAttempts = 3;
export const blockDurationMs = minutes(15);
export const maxSendsPerHour = 5;
const sendWindowMs = minutes(60);

export type SendResult =
  | { kind: 'sent'; remainingSendAttempts: number }
  | { kind: 'blocked'; remainingBlockingTime: number }
  | { kind: 'no-remaining-sends'; remainingBlockingTime: number };

export type CodeCheck =
  | { kind: 'accepted' }
  | { kind: 'invalid'; remainingAttempts: number; maxAttempts: number }
  | { kind: 'blocked'; remainingBlockingTime: number };

export interface OperationStatus {
  status: 'BLOCKED' | 'ACTIVE';
  remainingBlockingTime: number;
}

/** Seconds left until `untilMs`, rounded up (a block never reads 0 while it holds). */
function secondsUntil(untilMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
}

/**
 * When the operation is blocked until. The login's block is the login's own (VERIFICATION_BLOCKED
 * after wrong login codes), kept on the player; every other operation's is its guard row.
 */
export async function operationBlockedUntilMs(db: Queryable, playerId: number, operation: Operation): Promise<number | null> {
  if (operation === 'login') return (await findAccountById(db, playerId))?.verification_blocked_until?.getTime() ?? null;
  const result = await db.query<{ blocked_until: Date | null }>('SELECT blocked_until FROM operation_guards WHERE player_id = $1 AND operation = $2', [playerId, operation]);
  return result.rows[0]?.blocked_until?.getTime() ?? null;
}

export async function operationStatus(db: Queryable, playerId: number, operation: Operation, nowMs: number): Promise<OperationStatus> {
  const until = await operationBlockedUntilMs(db, playerId, operation);
  return until !== null && until > nowMs
    ? { status: 'BLOCKED', remainingBlockingTime: secondsUntil(until, nowMs) }
    : { status: 'ACTIVE', remainingBlockingTime: 0 };
}

/** Blocks (or, with null, unblocks) an operation, clearing the wrong tries counted so far (test control). */
export async function setOperationBlock(db: Queryable, playerId: number, operation: Operation, until: Date | null): Promise<void> {
  if (operation === 'login') {
    await updateAccount(db, playerId, { verification_blocked_until: until, mfa_failures: 0 });
  }
  await db.query(
    `INSERT INTO operation_guards (player_id, operation, failures, blocked_until) VALUES ($1, $2, 0, $3)
     ON CONFLICT (player_id, operation) DO UPDATE SET failures = 0, blocked_until = EXCLUDED.blocked_until`,
    [playerId, operation, operation === 'login' ? null : until],
  );
}

/**
 * Sends a fresh code by SMS (written to the outbox, the player's phone): 6 digits from a CSPRNG,
 * valid 10 minutes, superseding the player's older codes of this operation. At most 5 sends per
 * player and operation in any hour; none while the operation is blocked.
 */
export async function sendCode(
  db: Database,
  secrets: SandboxSecrets,
  player: { id: number; username: string; phone: string },
  operation: Operation,
  nowMs: number,
): Promise<SendResult> {
  return db.transaction(async (tx) => {
    await lockGuard(tx, player.id, operation);
    const status = await operationStatus(tx, player.id, operation, nowMs);
    if (status.status === 'BLOCKED') return { kind: 'blocked', remainingBlockingTime: status.remainingBlockingTime };
    const recent = await tx.query<{ created_at: Date }>(
      `SELECT created_at FROM confirmation_codes
        WHERE player_id = $1 AND operation = $2 AND created_at > $3 ORDER BY created_at`,
      [player.id, operation, new Date(nowMs - sendWindowMs)],
    );
    const oldest = recent.rows[0];
    if (recent.rows.length >= maxSendsPerHour && oldest) {
      return { kind: 'no-remaining-sends', remainingBlockingTime: secondsUntil(oldest.created_at.getTime() + sendWindowMs, nowMs) };
    }
    const code = newSmsCode();
    await tx.query(
      `INSERT INTO confirmation_codes (player_id, operation, code_hmac, destination, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [player.id, operation, secrets.hmacCode(code), player.phone, new Date(nowMs), new Date(nowMs + codeLifetimeMs)],
    );
    await writeSms(tx, {
      playerId: player.id,
      recipient: player.username,
      phone: player.phone,
      operation,
      code,
      text: `Your Casino code is ${code}. It expires in 10 minutes. Never share it.`,
      nowMs,
    });
    return { kind: 'sent', remainingSendAttempts: maxSendsPerHour - recent.rows.length - 1 };
  });
}

/** Makes sure the player+operation has a guard row and locks it until the transaction ends. */
async function lockGuard(tx: Queryable, playerId: number, operation: Operation): Promise<{ failures: number; blockedUntilMs: number | null }> {
  await tx.query(
    `INSERT INTO operation_guards (player_id, operation) VALUES ($1, $2) ON CONFLICT (player_id, operation) DO NOTHING`,
    [playerId, operation],
  );
  const result = await tx.query<{ failures: number; blocked_until: Date | null }>(
    'SELECT failures, blocked_until FROM operation_guards WHERE player_id = $1 AND operation = $2 FOR UPDATE',
    [playerId, operation],
  );
  const row = result.rows[0];
  return { failures: row?.failures ?? 0, blockedUntilMs: row?.blocked_until?.getTime() ?? null };
}

/**
 * What checking a secret found: it matched, it did not, there was no live secret to check against,
 * or it was the player's own code of a step already used (a double submit: refused, not counted).
 */
type SecretMatch = 'match' | 'mismatch' | 'absent' | 'used';

/**
 * The counting and blocking around any second secret, under the guard row's lock in one
 * transaction: while blocked, nothing is checked; a mismatch counts, and the 3rd in a row blocks
 * the operation for 15 minutes; a match clears the count; no live secret is not counted.
 */
async function checkGuarded(
  db: Database,
  playerId: number,
  operation: Operation,
  nowMs: number,
  matches: (tx: Queryable) => Promise<SecretMatch>,
): Promise<CodeCheck> {
  return db.transaction(async (tx) => {
    const guard = await lockGuard(tx, playerId, operation);
    const status = await operationStatus(tx, playerId, operation, nowMs);
    if (status.status === 'BLOCKED') return { kind: 'blocked', remainingBlockingTime: status.remainingBlockingTime };
    // A block that has run out leaves no count behind.
    const failures = guard.blockedUntilMs !== null ? 0 : guard.failures;
    const found = await matches(tx);
    if (found === 'absent') return { kind: 'invalid', remainingAttempts: maxAttempts, maxAttempts };
    if (found === 'used') return { kind: 'invalid', remainingAttempts: maxAttempts - failures, maxAttempts };
    if (found === 'match') {
      await tx.query('UPDATE operation_guards SET failures = 0, blocked_until = NULL WHERE player_id = $1 AND operation = $2', [playerId, operation]);
      return { kind: 'accepted' };
    }
    if (failures + 1 >= maxAttempts) {
      const until = nowMs + blockDurationMs;
      await setOperationBlock(tx, playerId, operation, new Date(until));
      return { kind: 'blocked', remainingBlockingTime: secondsUntil(until, nowMs) };
    }
    await tx.query('UPDATE operation_guards SET failures = $3, blocked_until = NULL WHERE player_id = $1 AND operation = $2', [playerId, operation, failures + 1]);
    return { kind: 'invalid', remainingAttempts: maxAttempts - failures - 1, maxAttempts };
  });
}

/**
 * The same counting and blocking around another secret (the PIN, a TOTP): `matches` runs under the
 * lock, and says `used` for a TOTP of a step already used (`totpCheck`), which is not counted.
 */
export function checkCounted(
  db: Database,
  playerId: number,
  operation: Operation,
  nowMs: number,
  matches: (tx: Queryable) => Promise<boolean | 'match' | 'mismatch' | 'used'>,
): Promise<CodeCheck> {
  return checkGuarded(db, playerId, operation, nowMs, async (tx) => {
    const found = await matches(tx);
    return found === true ? 'match' : found === false ? 'mismatch' : found;
  });
}

/**
 * Checks an SMS code against the player's live code of this operation (the latest, unexpired,
 * unused one) and uses it up when it matches. Only the player's own codes are looked at; with a
 * `destination` (+prefix and number), only a code sent to that number is live.
 */
export function checkSmsCode(
  db: Database,
  secrets: SandboxSecrets,
  playerId: number,
  operation: Operation,
  code: string,
  nowMs: number,
  destination?: string,
): Promise<CodeCheck> {
  return checkGuarded(db, playerId, operation, nowMs, async (tx) => {
    const latest = await tx.query<{ id: number; code_hmac: string; destination: string | null; expires_at: Date; used_at: Date | null }>(
      `SELECT id, code_hmac, destination, expires_at, used_at FROM confirmation_codes
        WHERE player_id = $1 AND operation = $2 ORDER BY id DESC LIMIT 1`,
      [playerId, operation],
    );
    const live = latest.rows[0];
    if (!live || live.used_at !== null || live.expires_at.getTime() <= nowMs) return 'absent';
    if (destination !== undefined && live.destination !== destination) return 'absent';
    if (!constantTimeEquals(live.code_hmac, secrets.hmacCode(code))) return 'mismatch';
    await tx.query('UPDATE confirmation_codes SET used_at = $2 WHERE id = $1', [live.id, new Date(nowMs)]);
    return 'match';
  });
}

// The answers every call that takes a code shares (api.md, "Code-checking answers").

export interface Reply {
  status: number;
  body: Record<string, unknown>;
}

export function codeCheckReply(check: Exclude<CodeCheck, { kind: 'accepted' }>): Reply {
  return check.kind === 'blocked'
    ? { status: 423, body: { errorCode: 'MFA_ACCOUNT_BLOCKED', remainingBlockingTime: check.remainingBlockingTime } }
    : { status: 422, body: { errorCode: 'MFA_INVALID_CONFIRMATION_CODE', remainingAttempts: check.remainingAttempts, maxAttempts: check.maxAttempts } };
}

export type MfaMethod = 'SMS' | 'PIN_CODE' | 'TWO_FACTOR_AUTHENTICATION';

export function mfaRequiredReply(method: MfaMethod): Reply {
  return { status: 428, body: { errorCode: 'MFA_REQUIRED', method } };
}

export function sendCodeReply(result: SendResult): Reply {
  switch (result.kind) {
    case 'sent':
      return { status: 200, body: { remainingSendAttempts: result.remainingSendAttempts } };
    case 'blocked':
      return { status: 423, body: { errorCode: 'ACCOUNT_BLOCKED', remainingBlockingTime: result.remainingBlockingTime } };
    case 'no-remaining-sends':
      return { status: 429, body: { errorCode: 'NO_REMAINING_SEND_CODE_ATTEMPT', remainingBlockingTime: result.remainingBlockingTime } };
  }
}

export type CodeHeader = { kind: 'missing' } | { kind: 'malformed'; reply: Reply } | { kind: 'code'; code: string };

/**
 * The `X-MFA-CODE` header: missing (the caller answers MFA_REQUIRED with its method), not exactly
 * `digits` digits after trimming (422 VALIDATION_ERROR), or the code.
 */
export function readCodeHeader(raw: string | undefined, digits: 6 | 4): CodeHeader {
  if (raw === undefined || raw.trim() === '') return { kind: 'missing' };
  const code = raw.trim();
  if (code.length !== digits || !/^\d+$/.test(code)) {
    const fieldErrors: FieldError[] = [{ field: 'X-MFA-CODE', cause: 'INVALID_FORMAT' }];
    return { kind: 'malformed', reply: { status: 422, body: { errorCode: 'VALIDATION_ERROR', fieldErrors } } };
  }
  return { kind: 'code', code };
}

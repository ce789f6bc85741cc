import type { Database, Queryable } from '../../kernel/database/database.ts';
import type { SandboxSecrets } from '../../kernel/security/sandbox-secrets.ts';
import { newTotpSecret, totpStepOf, totpUri } from '../../kernel/security/totp.ts';
import { setTotpLogin } from '../login/index.ts';

/** What the player has (NOT_AVAILABLE is the site config's, never stored). */
export type StoredTwoFactorStatus = 'PENDING' | 'ENABLED' | 'DISABLED';
export type TwoFactorStatus = StoredTwoFactorStatus | 'NOT_AVAILABLE';
export const storedTwoFactorStatuses = ['PENDING', 'ENABLED', 'DISABLED'] as const satisfies readonly StoredTwoFactorStatus[];

interface TwoFactorRow {
  player_id: number;
  status: StoredTwoFactorStatus;
  sealed_secret: string | null;
  last_used_step: number | null;
}

async function findRow(db: Queryable, playerId: number, lock = false): Promise<TwoFactorRow | null> {
  const result = await db.query<TwoFactorRow>(
    `SELECT player_id, status, sealed_secret, last_used_step FROM two_factor WHERE player_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [playerId],
  );
  return result.rows[0] ?? null;
}

/** No row: the player was offered two-factor and never enrolled. */
export async function storedStatus(db: Queryable, playerId: number): Promise<StoredTwoFactorStatus> {
  return (await findRow(db, playerId))?.status ?? 'PENDING';
}

/** A secret waits for its first code: enrolled but not verified yet. */
export async function isEnrolling(db: Queryable, playerId: number): Promise<boolean> {
  const row = await findRow(db, playerId);
  return row !== null && row.status !== 'ENABLED' && row.sealed_secret !== null;
}

async function upsert(db: Queryable, playerId: number, status: StoredTwoFactorStatus, sealedSecret: string | null): Promise<void> {
  await db.query(
    `INSERT INTO two_factor (player_id, status, sealed_secret, last_used_step) VALUES ($1, $2, $3, NULL)
     ON CONFLICT (player_id) DO UPDATE SET status = excluded.status, sealed_secret = excluded.sealed_secret, last_used_step = NULL`,
    [playerId, status, sealedSecret],
  );
}

/**
 * A fresh 160-bit secret, stored sealed as the pending one (any earlier pending secret is
 * replaced); the status does not change until a code of it is verified. Returns the otp auth URI.
 */
export async function beginEnrolment(db: Queryable, secrets: SandboxSecrets, playerId: number, email: string): Promise<string> {
  const secret = newTotpSecret();
  await upsert(db, playerId, await storedStatus(db, playerId), secrets.encryptSecret(secret));
  return totpUri(secret, email);
}

/**
 * Whether `code` is a TOTP of the player's secret (ENABLED, or pending with `pending: true`) for a
 * step after the last one used (`match`; its step is then used up), the code of a step already used
 * (`used`: a double submit or a second tab sends the player's own code again, which is refused but is
 * no guess, so a caller does not count it towards the block), or neither. Run it inside a transaction
 * (it locks the player's row), so that two requests with one code cannot both pass.
 */
export async function totpCheck(
  tx: Queryable,
  secrets: SandboxSecrets,
  playerId: number,
  code: string,
  nowMs: number,
  options: { pending?: boolean } = {},
): Promise<'match' | 'mismatch' | 'used'> {
  const row = await findRow(tx, playerId, true);
  if (row === null || row.sealed_secret === null) return 'mismatch';
  if ((row.status === 'ENABLED') === (options.pending === true)) return 'mismatch';
  const step = await totpStepOf(secrets.decryptSecret(row.sealed_secret), code, nowMs);
  if (step === null) return 'mismatch';
  if (row.last_used_step !== null && step <= row.last_used_step) return 'used';
  await tx.query('UPDATE two_factor SET last_used_step = $2 WHERE player_id = $1', [playerId, step]);
  return 'match';
}

/** The pending secret becomes the player's: status ENABLED, and login asks for the TOTP. */
export async function completeEnrolment(tx: Queryable, playerId: number): Promise<void> {
  await tx.query("UPDATE two_factor SET status = 'ENABLED' WHERE player_id = $1", [playerId]);
  await setTotpLogin(tx, playerId, true);
}

/** The secret is deleted; login no longer asks for a TOTP. DISABLED (the player turned it off) or PENDING (reset: enrol again). */
export async function removeTwoFactor(tx: Queryable, playerId: number, status: 'DISABLED' | 'PENDING'): Promise<void> {
  await upsert(tx, playerId, status, null);
  await setTotpLogin(tx, playerId, false);
}

/**
 * The test-control API's status: ENABLED gives the player a fresh secret (read it with
 * `GET /sandbox/control/players/{u}/totp`) unless it has one, and makes login ask for the TOTP.
 */
export async function setTwoFactorStatus(tx: Queryable, secrets: SandboxSecrets, playerId: number, status: StoredTwoFactorStatus): Promise<void> {
  if (status !== 'ENABLED') return removeTwoFactor(tx, playerId, status);
  const row = await findRow(tx, playerId, true);
  if (row?.status !== 'ENABLED' || row.sealed_secret === null) await upsert(tx, playerId, 'ENABLED', secrets.encryptSecret(newTotpSecret()));
  await completeEnrolment(tx, playerId);
}

/** The player's secret in clear, for the sandbox's own authenticator (test control only): the enabled one, else the pending one. */
export async function revealSecret(db: Queryable, secrets: SandboxSecrets, playerId: number): Promise<string | null> {
  const row = await findRow(db, playerId);
  return row?.sealed_secret == null ? null : secrets.decryptSecret(row.sealed_secret);
}

/**
 * Secrets migration 085 carried over in clear (players who logged in with TOTP before secrets
 * were sealed) are sealed with the key, which only the running sandbox holds, and the clear text
 * dropped. Runs at every start; after the first there is nothing to do.
 */
export async function sealCarriedOverSecrets(db: Database, secrets: SandboxSecrets): Promise<number> {
  return db.transaction(async (tx) => {
    const carried = await tx.query<{ player_id: number; secret_to_seal: string }>(
      'SELECT player_id, secret_to_seal FROM two_factor WHERE secret_to_seal IS NOT NULL FOR UPDATE',
    );
    for (const row of carried.rows) {
      await tx.query('UPDATE two_factor SET sealed_secret = $2, secret_to_seal = NULL WHERE player_id = $1', [
        row.player_id,
        secrets.encryptSecret(row.secret_to_seal),
      ]);
    }
    return carried.rows.length;
  });
}

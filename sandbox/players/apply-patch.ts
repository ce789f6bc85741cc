import type { Database } from '../db/database.ts';
import type { FieldError } from '../http/validation.ts';
import { hashSecret } from '../security/passwords.ts';
import type { PlayerPatch } from './patch.ts';
import { findPlayerById, replaceBalances, updatePlayer, type PlayerColumns } from './repository.ts';

export type PatchResult = { ok: true } | { ok: false; errors: FieldError[] };

function plainColumns(patch: PlayerPatch): PlayerColumns {
  const columns: PlayerColumns = {};
  const set = (column: keyof PlayerColumns, value: unknown): void => {
    if (value !== undefined) columns[column] = value;
  };
  set('currency', patch.currency);
  set('disabled', patch.disabled);
  set('captcha_required', patch.captchaRequired);
  set('mfa_login_method', patch.mfaLoginMethod);
  set('required_action', patch.requiredAction);
  set('required_action_shape', patch.requiredActionShape);
  set('first_name', patch.firstName);
  set('last_name', patch.lastName);
  set('nickname', patch.nickname);
  set('language', patch.language);
  set('country_code', patch.countryCode);
  set('phone_status', patch.phoneStatus);
  set('failed_logins', patch.failedLogins);
  set('blocked_until', patch.blockedUntil);
  set('mfa_failures', patch.mfaFailures);
  set('verification_blocked_until', patch.verificationBlockedUntil);
  set('notifications_acknowledged', patch.notifications?.acknowledged);
  set('notifications_deleted', patch.notifications?.deleted);
  set('notifications_total', patch.notifications?.numberOfMessages);
  set('loyalty_points', patch.loyaltyPoints);
  set('loyalty_excluded', patch.loyaltyExcluded);
  if (patch.hasPinCode === false) columns.pin_hash = null;
  return columns;
}

/** Applies a parsed control-API patch; secrets are hashed before the transaction starts. */
export async function applyPlayerPatch(db: Database, playerId: number, patch: PlayerPatch): Promise<PatchResult> {
  const player = await findPlayerById(db, playerId);
  if (!player) throw new Error(`No player with id ${playerId}`);
  if (patch.hasPinCode === true && patch.pinCode === undefined && player.pin_hash === null) {
    return { ok: false, errors: [{ field: 'pinCode', cause: 'REQUIRED' }] };
  }
  const columns = plainColumns(patch);
  const [pinHash, passwordHash] = await Promise.all([
    patch.pinCode === undefined ? undefined : hashSecret(patch.pinCode),
    patch.password === undefined ? undefined : hashSecret(patch.password),
  ]);
  if (pinHash !== undefined) columns.pin_hash = pinHash;
  if (passwordHash !== undefined) columns.password_hash = passwordHash;

  const currency = patch.currency ?? player.currency;
  await db.transaction(async (tx) => {
    await updatePlayer(tx, playerId, columns);
    if (patch.balances !== undefined) {
      await replaceBalances(
        tx,
        playerId,
        patch.balances.map((balance) => ({ ...balance, currency: balance.currency ?? currency })),
      );
    } else if (patch.currency !== undefined) {
      await tx.query('UPDATE balances SET currency = $2 WHERE player_id = $1', [playerId, patch.currency]);
    }
  });
  return { ok: true };
}

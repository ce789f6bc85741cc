import { sourceKey } from '../../kernel/http/client-source.ts';
import type { Database, Queryable } from '../../kernel/database/database.ts';
import { givenColumns, type Columns } from '../../kernel/database/rows.ts';
import type { FieldError } from '../../kernel/http/validation.ts';
import type { SandboxSecrets } from '../../kernel/security/sandbox-secrets.ts';
import { hashSecret } from '../../kernel/security/passwords.ts';
import { type AccountRow, allSources, findFailures, setFailures, updateAccount } from '../../services/login/index.ts';
import { setDocumentStatus } from '../../services/documents/index.ts';
import { loyaltyAccounts } from '../../services/loyalty/index.ts';
import { setInboxCounts } from '../../services/player-messages/index.ts';
import { replaceLinkedAccounts } from '../../services/payments/index.ts';
import { isOperation, setOperationBlock, setTwoFactorStatus } from '../../services/player-verification/index.ts';
import { findProfile, profileColumns, profiles } from '../../services/profile/index.ts';
import { moveBalancesTo, replaceBalances } from '../../services/wallet/index.ts';
import type { PlayerPatch } from './player-patch.ts';

export type PatchResult = { ok: true } | { ok: false; errors: FieldError[] };

interface SecretHashes {
  pinHash: string | undefined;
  passwordHash: string | undefined;
}

function accountColumns(patch: PlayerPatch, hashes: SecretHashes): Columns {
  return givenColumns({
    disabled: patch.disabled,
    captcha_required: patch.captchaRequired,
    mfa_login_method: patch.mfaLoginMethod,
    required_action: patch.requiredAction,
    required_action_shape: patch.requiredActionShape,
    mfa_failures: patch.mfaFailures,
    verification_blocked_until: patch.verificationBlockedUntil,
    pin_hash: patch.hasPinCode === false ? null : hashes.pinHash,
    password_hash: hashes.passwordHash,
  });
}

/** Points given alone are a player who earned them all by play and spent none: as many status points. */
function loyaltyColumns(patch: PlayerPatch): Columns {
  return givenColumns({ points: patch.loyaltyPoints, status_points: patch.loyaltyStatusPoints ?? patch.loyaltyPoints, excluded: patch.loyaltyExcluded });
}

/** Where the patch is made from: the source its login-failure fields apply to by default, and the time. */
export interface PatchOrigin {
  source: string;
  nowMs: number;
  /** The key two-factor secrets are sealed with. */
  secrets: SandboxSecrets;
}

/**
 * `failedLogins` / `blockedUntil` set the count and block of one source (`loginSource`, else the
 * caller's address, where a test's logins come from); the one not given keeps its value. A count of
 * 0 without a block removes the source's row.
 */
async function applyFailurePatch(db: Queryable, account: AccountRow, patch: PlayerPatch, origin: PatchOrigin): Promise<void> {
  if (patch.failedLogins !== undefined || patch.blockedUntil !== undefined) {
    const source = patch.loginSource === undefined ? origin.source : sourceKey(patch.loginSource);
    const current = (await findFailures(db, account.username, source, origin.nowMs)).source;
    await setFailures(
      db,
      account.username,
      source,
      { failures: patch.failedLogins ?? current.failures, blockedUntil: patch.blockedUntil === undefined ? current.blockedUntil : patch.blockedUntil },
      origin.nowMs,
    );
  }
  if (patch.failedLoginsAllSources !== undefined) {
    await setFailures(db, account.username, allSources, { failures: patch.failedLoginsAllSources, blockedUntil: null }, origin.nowMs);
  }
}

/** Applies a parsed control-API patch to every service it touches; secrets are hashed before the transaction starts. */
export async function applyPlayerPatch(db: Database, account: AccountRow, patch: PlayerPatch, origin: PatchOrigin): Promise<PatchResult> {
  if (patch.hasPinCode === true && patch.pinCode === undefined && account.pin_hash === null) {
    return { ok: false, errors: [{ field: 'pinCode', cause: 'REQUIRED' }] };
  }
  const [pinHash, passwordHash] = await Promise.all([
    patch.pinCode === undefined ? undefined : hashSecret(patch.pinCode),
    patch.password === undefined ? undefined : hashSecret(patch.password),
  ]);
  const currency = patch.currency ?? (await findProfile(db, account.id)).currency;
  await db.transaction(async (tx) => {
    await updateAccount(tx, account.id, accountColumns(patch, { pinHash, passwordHash }));
    const phoneNumber = patch.phones === undefined ? undefined : (patch.phones[0] ?? null);
    await profiles.update(tx, account.id, givenColumns(profileColumns({ ...patch, phoneNumber })));
    for (const [operation, until] of Object.entries(patch.operationBlocks ?? {})) {
      if (isOperation(operation)) await setOperationBlock(tx, account.id, operation, until ?? null);
    }
    const inbox = patch.notifications ?? {};
    await setInboxCounts(tx, account.id, { unread: inbox.numberOfMessages, read: inbox.acknowledged, deleted: inbox.deleted }, origin.nowMs);
    await loyaltyAccounts.update(tx, account.id, loyaltyColumns(patch));
    await applyFailurePatch(tx, account, patch, origin);
    if (patch.personaLinkedAccounts !== undefined) await replaceLinkedAccounts(tx, account.id, patch.personaLinkedAccounts);
    if (patch.documentStatus !== undefined) await setDocumentStatus(tx, account.id, patch.documentStatus, new Date(origin.nowMs));
    // A login that asks for a TOTP needs a secret to check it against.
    const twoFactorStatus = patch.twoFactorStatus ?? (patch.mfaLoginMethod === 'TWO_FACTOR_AUTHENTICATION' ? 'ENABLED' : undefined);
    if (twoFactorStatus !== undefined) await setTwoFactorStatus(tx, origin.secrets, account.id, twoFactorStatus);
    if (patch.balances !== undefined) {
      await replaceBalances(
        tx,
        account.id,
        patch.balances.map((balance) => ({ ...balance, currency: balance.currency ?? currency })),
        new Date(origin.nowMs),
      );
    } else if (patch.currency !== undefined) {
      await moveBalancesTo(tx, account.id, patch.currency, new Date(origin.nowMs));
    }
  });
  return { ok: true };
}

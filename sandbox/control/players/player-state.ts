import type { Queryable } from '../../kernel/database/database.ts';
import { type AccountRow, findFailures, listFailures, type MfaMethod, type RequiredActionShape } from '../../services/login/index.ts';
import { loyaltyAccounts } from '../../services/loyalty/index.ts';
import { findSummary, type NotificationsSummary } from '../../services/notifications/index.ts';
import { linkedAccountsOf, type LinkedAccount } from '../../services/payments/index.ts';
import { type Operation, operationBlockedUntilMs, operations, storedStatus, type StoredTwoFactorStatus } from '../../services/player-verification/index.ts';
import { findProfile, profileFields, type ProfileFields } from '../../services/profile/index.ts';
import { registrationOf, type Registration } from '../../services/registration/index.ts';
import { listBalances, type Balance } from '../../services/wallet/index.ts';

/** What the test-control API shows of a player, gathered from every service: everything but secrets. */
export interface PlayerState extends ProfileFields {
  username: string;
  hasPinCode: boolean;
  disabled: boolean;
  captchaRequired: boolean;
  mfaLoginMethod: MfaMethod | null;
  twoFactorStatus: StoredTwoFactorStatus;
  requiredAction: string | null;
  requiredActionShape: RequiredActionShape;
  /** Wrong passwords in a row from the source the state is read for (the caller's address unless `?source=`). */
  failedLogins: number;
  /** Until when that source is blocked from this username (null when it is not). */
  blockedUntil: string | null;
  /** Every source with a count, as stored (`*` is the all-sources count behind the captcha step). */
  loginFailures: { source: string; failedLogins: number; blockedUntil: string | null }[];
  /** Failures from all sources in the last 15 minutes; at 10 every login at this username needs a captcha. */
  failedLoginsAllSources: number;
  mfaFailures: number;
  verificationBlockedUntil: string | null;
  balances: Balance[];
  notifications: NotificationsSummary;
  loyaltyPoints: number;
  loyaltyStatusPoints: number;
  loyaltyExcluded: boolean;
  personaLinkedAccounts: LinkedAccount[];
  /** As the profile shows them (api.md "Profile"). */
  phones: string[];
  /** Every operation (MFA-12) with the end of its block, null when it is not blocked. */
  operationBlocks: Record<Operation, string | null>;
  /** When the player signed up and the referral it came with; null for a seeded or test-created player. */
  registration: Registration | null;
}

async function operationBlocksOf(db: Queryable, playerId: number, nowMs: number): Promise<Record<Operation, string | null>> {
  const entries = await Promise.all(
    operations.map(async (operation) => {
      const until = await operationBlockedUntilMs(db, playerId, operation);
      return [operation, until !== null && until > nowMs ? new Date(until).toISOString() : null] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Operation, string | null>;
}

/** The player's state, with the login failures as seen from `source` at `nowMs`. */
export async function readPlayerState(db: Queryable, account: AccountRow, source: string, nowMs: number): Promise<PlayerState> {
  const profile = await findProfile(db, account.id);
  const failures = await findFailures(db, account.username, source, nowMs);
  const rows = await listFailures(db, account.username);
  const loyalty = await loyaltyAccounts.find(db, account.id);
  return {
    username: account.username,
    ...profileFields(profile),
    hasPinCode: account.pin_hash !== null,
    disabled: account.disabled,
    captchaRequired: account.captcha_required,
    mfaLoginMethod: account.mfa_login_method,
    twoFactorStatus: await storedStatus(db, account.id),
    requiredAction: account.required_action,
    requiredActionShape: account.required_action_shape,
    failedLogins: failures.source.failures,
    blockedUntil: failures.source.blockedUntil?.toISOString() ?? null,
    loginFailures: rows.map((row) => ({
      source: row.source,
      failedLogins: row.failures,
      blockedUntil: row.blocked_until?.toISOString() ?? null,
    })),
    failedLoginsAllSources: failures.allSources,
    mfaFailures: account.mfa_failures,
    verificationBlockedUntil: account.verification_blocked_until?.toISOString() ?? null,
    balances: await listBalances(db, account.id),
    notifications: await findSummary(db, account.id, nowMs),
    loyaltyPoints: Number(loyalty.points),
    loyaltyStatusPoints: Number(loyalty.status_points),
    loyaltyExcluded: loyalty.excluded,
    personaLinkedAccounts: await linkedAccountsOf(db, account.id),
    phones: profile.phone_number === null ? [] : [profile.phone_number],
    operationBlocks: await operationBlocksOf(db, account.id, nowMs),
    registration: await registrationOf(db, account.id),
  };
}

import type { Queryable } from '../../kernel/database/database.ts';
import type { AccountRow, MfaMethod, RequiredActionShape } from '../../services/login/accounts.ts';
import { loyaltyAccounts } from '../../services/loyalty/loyalty-accounts.ts';
import { findSummary, type NotificationsSummary } from '../../services/notifications/summaries.ts';
import { findProfile, profileFields, type ProfileFields } from '../../services/profile/profiles.ts';
import { listBalances, type Balance } from '../../services/wallet/balances.ts';

/** What the test-control API shows of a player, gathered from every service: everything but secrets. */
export interface PlayerState extends ProfileFields {
  username: string;
  hasPinCode: boolean;
  disabled: boolean;
  captchaRequired: boolean;
  mfaLoginMethod: MfaMethod | null;
  requiredAction: string | null;
  requiredActionShape: RequiredActionShape;
  failedLogins: number;
  blockedUntil: string | null;
  mfaFailures: number;
  verificationBlockedUntil: string | null;
  balances: Balance[];
  notifications: NotificationsSummary;
  loyaltyPoints: number;
  loyaltyExcluded: boolean;
}

export async function readPlayerState(db: Queryable, account: AccountRow): Promise<PlayerState> {
  const profile = await findProfile(db, account.id);
  const loyalty = await loyaltyAccounts.find(db, account.id);
  return {
    username: account.username,
    ...profileFields(profile),
    hasPinCode: account.pin_hash !== null,
    disabled: account.disabled,
    captchaRequired: account.captcha_required,
    mfaLoginMethod: account.mfa_login_method,
    requiredAction: account.required_action,
    requiredActionShape: account.required_action_shape,
    failedLogins: account.failed_logins,
    blockedUntil: account.blocked_until?.toISOString() ?? null,
    mfaFailures: account.mfa_failures,
    verificationBlockedUntil: account.verification_blocked_until?.toISOString() ?? null,
    balances: await listBalances(db, account.id),
    notifications: await findSummary(db, account.id),
    loyaltyPoints: Number(loyalty.points),
    loyaltyExcluded: loyalty.excluded,
  };
}

import type { Queryable } from '../../kernel/database/database.ts';
import type { AccountRow, MfaMethod, RequiredActionShape } from '../../services/login/accounts.ts';
import { findLoyaltyAccount } from '../../services/loyalty/loyalty-accounts.ts';
import { findSummary, type NotificationsSummary } from '../../services/notifications/summaries.ts';
import { findProfile } from '../../services/profile/profiles.ts';
import { listBalances, type Balance } from '../../services/wallet/balances.ts';

/** What the test-control API shows of a player, gathered from every service: everything but secrets. */
export interface PlayerState {
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
  currency: string;
  language: string;
  countryCode: string;
  subdivision: string | null;
  phonePrefix: string | null;
  phoneNumber: string | null;
  phoneStatus: string;
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
  const loyalty = await findLoyaltyAccount(db, account.id);
  return {
    username: account.username,
    email: profile.email,
    firstName: profile.first_name,
    lastName: profile.last_name,
    nickname: profile.nickname,
    currency: profile.currency,
    language: profile.language,
    countryCode: profile.country_code,
    subdivision: profile.subdivision,
    phonePrefix: profile.phone_prefix,
    phoneNumber: profile.phone_number,
    phoneStatus: profile.phone_status,
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

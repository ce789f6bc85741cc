export const mfaMethods = ['SMS', 'PIN_CODE', 'TWO_FACTOR_AUTHENTICATION'] as const;
export type MfaMethod = (typeof mfaMethods)[number];

export const requiredActionShapes = ['full', 'missing-token', 'empty'] as const;
export type RequiredActionShape = (typeof requiredActionShapes)[number];

export interface Balance {
  type: string;
  amount: number;
  currency: string;
}

export interface NotificationsSummary {
  acknowledged: number;
  deleted: number;
  numberOfMessages: number;
}

/** A row of the players table, as PGlite returns it. */
export interface PlayerRow {
  id: number;
  username: string;
  email: string;
  password_hash: string;
  first_name: string | null;
  last_name: string | null;
  nickname: string | null;
  currency: string;
  language: string;
  country_code: string;
  subdivision: string | null;
  phone_prefix: string | null;
  phone_number: string | null;
  phone_status: string;
  pin_hash: string | null;
  totp_secret: string;
  disabled: boolean;
  captcha_required: boolean;
  mfa_login_method: MfaMethod | null;
  required_action: string | null;
  required_action_shape: RequiredActionShape;
  failed_logins: number;
  blocked_until: Date | null;
  mfa_failures: number;
  verification_blocked_until: Date | null;
  notifications_acknowledged: number;
  notifications_deleted: number;
  notifications_total: number;
  /** numeric columns come back from PGlite as strings. */
  loyalty_points: string | number;
  loyalty_excluded: boolean;
  created_at: Date;
}

/** What the test-control API shows of a player: everything but secrets. */
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

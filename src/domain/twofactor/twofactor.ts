import type { SiteConfig } from '../config';

/** Where the player stands with the authenticator app (decided, docs/api.md "Two-factor"). */
export type TwoFactorStatus = 'PENDING' | 'ENABLED' | 'DISABLED' | 'NOT_AVAILABLE';
export const TWO_FACTOR_STATUSES: readonly TwoFactorStatus[] = ['PENDING', 'ENABLED', 'DISABLED', 'NOT_AVAILABLE'];

/** MFA-12: the operations a code can confirm. */
export type MfaOperation = 'changeStatus2FA' | 'disable2FA' | 'enable2fa' | 'login' | 'updateProfile' | 'validatePhone' | 'withdraw';
export const MFA_OPERATIONS: readonly MfaOperation[] = ['changeStatus2FA', 'disable2FA', 'enable2fa', 'login', 'updateProfile', 'validatePhone', 'withdraw'];

/** MFA-12: the ways a code reaches (or is known to) the player. */
export type MfaMethodName = 'PIN_CODE' | 'SMS' | 'TWO_FACTOR_AUTHENTICATION' | 'EMAIL' | 'NOT_APPLICABLE';
export const MFA_METHOD_NAMES: readonly MfaMethodName[] = ['PIN_CODE', 'SMS', 'TWO_FACTOR_AUTHENTICATION', 'EMAIL', 'NOT_APPLICABLE'];

/** MFA-12: what a verification checks. */
export type VerificationType = 'PASSWORD' | 'PIN_CODE';
export const VERIFICATION_TYPES: readonly VerificationType[] = ['PASSWORD', 'PIN_CODE'];

/** How enrolment (and the lost-phone reset) is confirmed: a code sent by SMS, or the player's PIN. */
export type EnrolmentMethod = 'SMS' | 'PIN_CODE';

/**
 * MFA-02 (decided): the site's `tfaEnrolment`, except that SMS falls back to the PIN when the operator
 * sends no SMS codes (`validatePhone` is not among `mfaOperations`).
 */
export const enrolmentMethodOf = (config: Pick<SiteConfig, 'tfaEnrolment' | 'mfaOperations'>): EnrolmentMethod =>
  config.tfaEnrolment === 'SMS' && config.mfaOperations.includes('validatePhone') ? 'SMS' : 'PIN_CODE';

/** The length of the code each method asks for. */
export const codeLengthOf = (method: EnrolmentMethod | 'TWO_FACTOR_AUTHENTICATION'): number => (method === 'PIN_CODE' ? 4 : 6);

/** A code as typed (spaces removed), or null when it is not the method's number of digits. */
export const parseCode = (raw: string, length: number): string | null => {
  const code = raw.replace(/\s+/g, '');
  return new RegExp(`^\\d{${length}}$`).test(code) ? code : null;
};

/** What the reminder alert (MFA-04) needs to know about the player. */
export interface ReminderFacts {
  readonly twoFactorAuthenticatorEnabled: boolean;
  readonly method: EnrolmentMethod;
  readonly phoneValidated: boolean;
  readonly hasPinCode: boolean;
  readonly status: TwoFactorStatus | null;
  /** The identity document's status, null while unknown (then it does not hold the alert back). */
  readonly documentStatus: string | null;
  readonly snoozed: boolean;
}

const DOCUMENT_STATUSES_HOLDING_THE_REMINDER = ['REQUESTED', 'INVALID', 'BLOCKED'];

/** MFA-04, MFA-05: exactly the four conditions, unless the player dismissed it within the day. */
export const showsReminder = (facts: ReminderFacts): boolean =>
  !facts.snoozed &&
  facts.twoFactorAuthenticatorEnabled &&
  (facts.method === 'SMS' ? facts.phoneValidated : facts.hasPinCode) &&
  facts.status === 'PENDING' &&
  !(facts.documentStatus !== null && DOCUMENT_STATUSES_HOLDING_THE_REMINDER.includes(facts.documentStatus));

/** What the player needs from an `otpauth://totp/…` URI: the secret to type, and who it is for. */
export interface OtpAuthKey {
  readonly uri: string;
  readonly secret: string;
  readonly account: string;
}

/** The URI the platform gave, or null when it is not a TOTP URI with a base32 secret. */
export const parseOtpAuthUri = (uri: string): OtpAuthKey | null => {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  if (url.protocol !== 'otpauth:' || uri.length > 1000) return null;
  const secret = (url.searchParams.get('secret') ?? '').toUpperCase();
  if (!/^[A-Z2-7]{16,128}=*$/.test(secret)) return null;
  const label = decodeURIComponent(url.pathname.replace(/^\/+totp\/?/i, '').replace(/^\/+/, ''));
  return { uri, secret, account: label };
};

/** The manual key as it is easier to type: groups of four. */
export const groupedKey = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? '';

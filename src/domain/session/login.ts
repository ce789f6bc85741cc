import type { SessionId } from './session-id';

export type MfaMethod = 'PIN_CODE' | 'SMS' | 'TWO_FACTOR_AUTHENTICATION';
export const MFA_METHODS: readonly MfaMethod[] = ['PIN_CODE', 'SMS', 'TWO_FACTOR_AUTHENTICATION'];

export interface Credentials {
  readonly username: string;
  readonly password: string;
}

/** AUTH-03: what one login attempt sends. */
export interface LoginRequest {
  readonly credentials: Credentials;
  readonly variant?: string;
  readonly captchaToken?: string;
  readonly mfa?: { readonly code: string; readonly method: MfaMethod };
}

/** AUTH-11 */
export interface LoginSuccess {
  readonly sessionId: SessionId;
  readonly userCountry: string | null;
  readonly loginFromDifferentCountry: boolean;
  readonly language: string | null;
}

export type RequiredActionName = 'ADD_PIN_CODE' | 'forcePasswordReset' | 'forcePhoneNumberReset' | 'forcePinReset';
export const REQUIRED_ACTIONS: readonly RequiredActionName[] = [
  'ADD_PIN_CODE',
  'forcePasswordReset',
  'forcePhoneNumberReset',
  'forcePinReset',
];

/** AUTH-04: the 428 answer, `{action, token, profileInfo}`. */
export interface RequiredAction {
  readonly action: RequiredActionName;
  readonly token: string | null;
  readonly profileInfo: Readonly<Record<string, string>>;
}

export type LoginReply =
  | { readonly kind: 'SUCCESS'; readonly success: LoginSuccess }
  | { readonly kind: 'ACTION_REQUIRED'; readonly requiredAction: RequiredAction };

export interface FieldError {
  readonly field: string;
  readonly cause: string;
}

/** AUTH-08: every cause the player can meet, each with its own message. */
export type LoginError =
  | { readonly code: 'BLOCKED' }
  | { readonly code: 'DISABLED_PROFILE' }
  | { readonly code: 'INVALID_GRANT'; readonly errors: readonly string[] }
  | { readonly code: 'CAPTCHA_REQUIRED' }
  | { readonly code: 'INVALID_REQUIRED_ACTION_DETAILS' }
  | { readonly code: 'MFA_REQUIRED'; readonly method: MfaMethod; readonly invalidCode: boolean; readonly remainingAttempts: number | null }
  | { readonly code: 'PRECONDITION_REQUIRED' }
  | { readonly code: 'VERIFICATION_BLOCKED' }
  | { readonly code: 'UNKNOWN_REQUIRED_ACTION'; readonly action: string }
  | { readonly code: 'UNKNOWN_ERROR'; readonly errorCode: string }
  | { readonly code: 'VALIDATION_ERROR'; readonly fieldErrors: readonly FieldError[] }
  | { readonly code: 'UNEXPECTED'; readonly status: number | null }
  | { readonly code: 'PROFILE_UNAVAILABLE' };

export type LoginErrorCode = LoginError['code'];

const isMfaMethod = (value: string): value is MfaMethod => (MFA_METHODS as readonly string[]).includes(value);

/** The platform's `errorCode` of a refused login, as the cause the player is shown. */
export const loginErrorFromCode = (
  errorCode: string,
  details: { readonly errors?: readonly string[]; readonly remainingAttempts?: number | null } = {},
): LoginError => {
  const errors = details.errors ?? [];
  switch (errorCode) {
    case 'blocked':
      return { code: 'BLOCKED' };
    case 'DISABLED_PROFILE':
      return { code: 'DISABLED_PROFILE' };
    case 'invalid_grant':
      return { code: 'INVALID_GRANT', errors };
    case 'invalid_grant_captcha_enforcement':
      return { code: 'CAPTCHA_REQUIRED' };
    case 'INVALID_REQUIRED_ACTION_DETAILS':
      return { code: 'INVALID_REQUIRED_ACTION_DETAILS' };
    case 'Precondition Required':
      return { code: 'PRECONDITION_REQUIRED' };
    case 'VERIFICATION_BLOCKED':
      return { code: 'VERIFICATION_BLOCKED' };
    case 'UNKNOWN_REQUIRED_ACTION':
      return { code: 'UNKNOWN_REQUIRED_ACTION', action: '' };
  }
  const mfaPrefix = 'mfa_required:';
  if (errorCode.startsWith(mfaPrefix)) {
    const method = errorCode.slice(mfaPrefix.length);
    if (isMfaMethod(method)) {
      return {
        code: 'MFA_REQUIRED',
        method,
        invalidCode: errors.includes('MFA_INVALID_CONFIRMATION_CODE'),
        remainingAttempts: details.remainingAttempts ?? null,
      };
    }
  }
  return { code: 'UNKNOWN_ERROR', errorCode };
};

const isRequiredActionName = (value: string): value is RequiredActionName =>
  (REQUIRED_ACTIONS as readonly string[]).includes(value);

/** AUTH-06: a 428 answer read as a required action, or the cause that makes it unusable. */
export const requiredActionFrom = (
  reply: { readonly action?: unknown; readonly token?: unknown; readonly profileInfo?: unknown } | null,
): { readonly ok: true; readonly requiredAction: RequiredAction } | { readonly ok: false; readonly error: LoginError } => {
  if (reply === null || typeof reply.action !== 'string' || reply.action === '') {
    return { ok: false, error: { code: 'PRECONDITION_REQUIRED' } };
  }
  if (!isRequiredActionName(reply.action)) {
    return { ok: false, error: { code: 'UNKNOWN_REQUIRED_ACTION', action: reply.action } };
  }
  const profileInfo = plainStringRecord(reply.profileInfo ?? {});
  if (typeof reply.token !== 'string' || reply.token === '' || profileInfo === null) {
    return { ok: false, error: { code: 'INVALID_REQUIRED_ACTION_DETAILS' } };
  }
  return { ok: true, requiredAction: { action: reply.action, token: reply.token, profileInfo } };
};

const plainStringRecord = (value: unknown): Readonly<Record<string, string>> | null => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === 'string') record[key] = entry;
  }
  return record;
};

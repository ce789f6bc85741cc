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
  /** ACC-07: `retryAfterSeconds` until the lockout ends, when the platform says. */
  | { readonly code: 'BLOCKED'; readonly retryAfterSeconds: number | null }
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
  | { readonly code: 'RATE_LIMITED'; readonly retryAfterSeconds: number | null }
  | { readonly code: 'UNEXPECTED'; readonly status: number | null }
  | { readonly code: 'PROFILE_UNAVAILABLE' }
  /** SG-13: today's session-time limit is reached. */
  | { readonly code: 'SESSION_TIME_LIMIT' };

export type LoginErrorCode = LoginError['code'];

export const isMfaMethod = (value: string): value is MfaMethod => (MFA_METHODS as readonly string[]).includes(value);

export const isRequiredActionName = (value: string): value is RequiredActionName =>
  (REQUIRED_ACTIONS as readonly string[]).includes(value);

export type ConfirmationCode = string & { readonly _brand: 'ConfirmationCode' };

export const CONFIRMATION_CODE_LENGTH = 6;

export interface ConfirmationCodeInput {
  /** Exactly six digits once spaces and dashes are gone (PH-03); null otherwise. */
  readonly code: ConfirmationCode | null;
  /** The player typed something other than digits: the form says so and stays disabled. */
  readonly hasNonDigits: boolean;
}

/** PH-03: a pasted "123-456" or " 123 456 " is the code 123456. */
export const readConfirmationCode = (raw: string): ConfirmationCodeInput => {
  const compact = raw.replace(/[\s-]/g, '');
  const hasNonDigits = /\D/.test(compact);
  const code = !hasNonDigits && compact.length === CONFIRMATION_CODE_LENGTH ? (compact as ConfirmationCode) : null;
  return { code, hasNonDigits };
};

/** Operations a confirmation code or a block applies to (MFA-12). */
export type MfaOperation = 'changeStatus2FA' | 'disable2FA' | 'enable2fa' | 'login' | 'updateProfile' | 'validatePhone' | 'withdraw';

/** Why the platform refused a code (the answers every call with `X-MFA-CODE` shares). */
export type CodeRejection =
  | { readonly kind: 'INVALID_CODE'; readonly remainingAttempts: number; readonly maxAttempts: number }
  | { readonly kind: 'BLOCKED'; readonly remainingBlockingTime: number }
  | { readonly kind: 'CODE_REQUIRED'; readonly method: string }
  | { readonly kind: 'BAD_FORMAT' };

export type InvalidCodeMessage =
  | { readonly kind: 'FIRST_MISTAKE' }
  | { readonly kind: 'LAST_ATTEMPT' }
  | { readonly kind: 'ATTEMPTS_LEFT'; readonly remaining: number };

/** PH-05: the specific message at the maximum, a last-attempt warning at 1, otherwise the count left. */
export const invalidCodeMessage = (remainingAttempts: number, maxAttempts: number): InvalidCodeMessage => {
  if (remainingAttempts >= maxAttempts) return { kind: 'FIRST_MISTAKE' };
  if (remainingAttempts === 1) return { kind: 'LAST_ATTEMPT' };
  return { kind: 'ATTEMPTS_LEFT', remaining: remainingAttempts };
};

/** PH-04: what asking for a code by SMS gave. */
export type SendCodeOutcome =
  | { readonly kind: 'SENT'; readonly remainingSendAttempts: number }
  | { readonly kind: 'BLOCKED'; readonly remainingBlockingTime: number }
  | { readonly kind: 'NO_SENDS_LEFT'; readonly remainingBlockingTime: number }
  | { readonly kind: 'ALREADY_VALIDATED' }
  | { readonly kind: 'PHONE_NOT_VALIDATED' };

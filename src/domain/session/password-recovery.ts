/** Why the platform refused a new password (joining's rules: docs/api.md "Joining"). */
export type PasswordProblem = 'REQUIRED' | 'INVALID_FORMAT' | 'TOO_SHORT' | 'TOO_LONG' | 'COMMON_PASSWORD' | 'CONTAINS_EMAIL' | 'TOO_WEAK';
export const PASSWORD_PROBLEMS: readonly PasswordProblem[] = ['REQUIRED', 'INVALID_FORMAT', 'TOO_SHORT', 'TOO_LONG', 'COMMON_PASSWORD', 'CONTAINS_EMAIL', 'TOO_WEAK'];

export const isPasswordProblem = (value: string): value is PasswordProblem => (PASSWORD_PROBLEMS as readonly string[]).includes(value);

/** ACC-01 to ACC-06: every way asking for a reset link, or using one, can fail, each with its own message. */
export type PasswordRecoveryError =
  /** The link is unknown, used or expired: the platform does not say which. */
  | { readonly code: 'LINK_UNUSABLE' }
  | { readonly code: 'PASSWORD_REFUSED'; readonly problem: PasswordProblem }
  | { readonly code: 'INVALID_EMAIL' }
  | { readonly code: 'RATE_LIMITED'; readonly retryAfterSeconds: number | null }
  | { readonly code: 'UNAVAILABLE' };

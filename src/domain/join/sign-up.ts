import type { StoredReferral } from '../referral';

/** What the sign-up form may offer and the limits it checks (the platform's registration options). */
export interface RegistrationOptions {
  readonly countries: readonly string[];
  readonly currencies: readonly string[];
  readonly minimumAge: number;
  readonly passwordMinLength: number;
  readonly passwordMaxLength: number;
}

/** What the player fills in. */
export interface SignUpForm {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  /** `YYYY-MM-DD`, as a date input gives it; empty until chosen. */
  readonly birthDate: string;
  readonly country: string;
  readonly currency: string;
  /** The mobile number's country calling code, `+356`. */
  readonly phonePrefix: string;
  /** The mobile number as typed (spaces allowed). */
  readonly phone: string;
  readonly acceptTerms: boolean;
}

export const EMPTY_SIGN_UP: SignUpForm = {
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  birthDate: '',
  country: '',
  currency: '',
  phonePrefix: '',
  phone: '',
  acceptTerms: false,
};

export type SignUpField = keyof SignUpForm;
export const SIGN_UP_FIELDS: readonly SignUpField[] = ['email', 'password', 'firstName', 'lastName', 'birthDate', 'country', 'currency', 'phonePrefix', 'phone', 'acceptTerms'];

export const isSignUpField = (value: string): value is SignUpField => (SIGN_UP_FIELDS as readonly string[]).includes(value);

/** Why a field was refused: by the site's own checks or by the platform's 422. */
export type SignUpCause =
  | 'REQUIRED'
  | 'TOO_LONG'
  | 'TOO_SHORT'
  | 'INVALID_FORMAT'
  | 'NOT_ALLOWED'
  | 'EMAIL_UNAVAILABLE'
  | 'COMMON_PASSWORD'
  | 'CONTAINS_EMAIL'
  | 'TOO_WEAK'
  | 'IN_FUTURE'
  | 'UNDER_AGE';

export const SIGN_UP_CAUSES: readonly SignUpCause[] = [
  'REQUIRED', 'TOO_LONG', 'TOO_SHORT', 'INVALID_FORMAT', 'NOT_ALLOWED', 'EMAIL_UNAVAILABLE', 'COMMON_PASSWORD', 'CONTAINS_EMAIL', 'TOO_WEAK', 'IN_FUTURE', 'UNDER_AGE',
];

export interface SignUpFieldError {
  readonly field: SignUpField;
  readonly cause: SignUpCause;
}

/** What is sent to the platform: the form, the page's language and the referral kept on arrival (REF-01..05). */
export interface RegistrationRequest {
  readonly form: SignUpForm;
  readonly language: string;
  readonly referral: StoredReferral | null;
}

/** Every way a sign-up can fail, each shown its own way. */
export type JoinError =
  | { readonly code: 'INVALID_FIELDS'; readonly fieldErrors: readonly SignUpFieldError[] }
  | { readonly code: 'RATE_LIMITED'; readonly retryAfterSeconds: number | null }
  /** The player was created but the site could not start its session (a login will). */
  | { readonly code: 'SESSION_NOT_STARTED' }
  | { readonly code: 'UNAVAILABLE' };

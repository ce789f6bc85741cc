import type { StoredReferral } from '../referral';

/** What the sign-up form may offer and the limits it checks (the platform's registration options). */
export interface RegistrationOptions {
  readonly countries: readonly string[];
  readonly currencies: readonly string[];
  readonly minimumAge: number;
  readonly passwordMinLength: number;
  readonly passwordMaxLength: number;
  /** The regions (provinces…) of the countries whose rules differ by region, each with its minimum age. */
  readonly regions?: Readonly<Record<string, readonly Region[]>>;
}

/** A region of a country (`CA-ON`, Ontario) where the age to play is its own. */
export interface Region {
  readonly code: string;
  readonly name: string;
  readonly minimumAge: number;
}

/** The regions the form asks for with this country: none where the rules are the country's. */
export const regionsOf = (options: RegistrationOptions, country: string): readonly Region[] => options.regions?.[country] ?? [];

/**
 * The age to join at: the chosen region's; while none is chosen, the strictest of the country's
 * regions (an 18-year-old may not join from Canada before saying which province); else the platform's.
 */
export const minimumAgeFor = (options: RegistrationOptions, country: string, region: string): number => {
  const regions = regionsOf(options, country);
  const chosen = regions.find((candidate) => candidate.code === region);
  if (chosen !== undefined) return chosen.minimumAge;
  return regions.reduce((strictest, candidate) => Math.max(strictest, candidate.minimumAge), options.minimumAge);
};

/** What the player fills in. */
export interface SignUpForm {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  /** `YYYY-MM-DD`, as a date input gives it; empty until chosen. */
  readonly birthDate: string;
  readonly country: string;
  /** The region (`CA-ON`) where the country's rules differ by region; empty otherwise. */
  readonly region: string;
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
  region: '',
  currency: '',
  phonePrefix: '',
  phone: '',
  acceptTerms: false,
};

export type SignUpField = keyof SignUpForm;
export const SIGN_UP_FIELDS: readonly SignUpField[] = ['email', 'password', 'firstName', 'lastName', 'birthDate', 'country', 'region', 'currency', 'phonePrefix', 'phone', 'acceptTerms'];

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
  /**
   * SG-17: the platform's register of self-exclusions holds one in force that the sign-up's details
   * match (name and birth date, or phone and birth date). Nothing more is said: not whose, nor until when.
   */
  | { readonly code: 'SELF_EXCLUDED' }
  | { readonly code: 'UNAVAILABLE' };

import type { FieldError, JsonObject } from '../../kernel/http/validation.ts';
import { hiddenCharacters, passwordProblem } from '../../kernel/security/password-rules.ts';
import { readPhoneNumber, type PhoneNumber } from '../player-verification/index.ts';
import { emailMaxLength, minimumAgeFor, nameMaxLength, regionsOf, registrationOptions } from './registration-options.ts';

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

export interface SignUpFieldError {
  field: string;
  cause: SignUpCause;
}

export interface Referral {
  token: string;
  type: 'PROFILE' | 'AFFILIATE';
  affiliateId: string | null;
  sharingMethod: string | null;
  storedAt: number;
}

export interface SignUp {
  /** NFKC, lower case: how the address is stored, compared and logged in with. */
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  country: string;
  /** The province or territory (`CA-ON`) where the country's rules differ by region; null when not given. */
  region: string | null;
  currency: string;
  /** As sent; the plugin keeps it only when it is a published language. */
  language: string | null;
  referral: Referral | null;
  /** The mobile number, when the sign-up gave one (optional: decided, issue 19). */
  phone: PhoneNumber | null;
}

/** After NFKC and lower-casing, an address of plain ASCII: dot-atom local part, a domain of LDH labels with a dot. */
const emailPattern = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** Letters (with their combining marks), spaces, apostrophes (a phone keyboard's ’ too), hyphens and dots; at least one letter. */
const namePattern = /^[\p{L}\p{M}'’ .-]+$/u;
const hasLetter = /\p{L}/u;

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const tokenPattern = /^[A-Za-z0-9_-]{1,64}$/;
const affiliateValuePattern = /^[A-Za-z0-9_.-]{1,64}$/;

/** E-mail addresses are compared and stored in this form, so look-alikes of an address are the same address. */
export function canonicalEmail(email: string): string {
  return email.trim().normalize('NFKC').toLowerCase();
}

function readText(body: JsonObject, field: string, errors: SignUpFieldError[], maxLength: number): string | undefined {
  const value = body[field];
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    errors.push({ field, cause: 'REQUIRED' });
    return undefined;
  }
  if (typeof value !== 'string') {
    errors.push({ field, cause: 'INVALID_FORMAT' });
    return undefined;
  }
  const text = value.trim().normalize('NFC');
  if ([...text].length > maxLength) {
    errors.push({ field, cause: 'TOO_LONG' });
    return undefined;
  }
  if (hiddenCharacters.test(text)) {
    errors.push({ field, cause: 'INVALID_FORMAT' });
    return undefined;
  }
  return text;
}

function readEmail(body: JsonObject, errors: SignUpFieldError[]): string | undefined {
  const text = readText(body, 'email', errors, emailMaxLength);
  if (text === undefined) return undefined;
  const email = canonicalEmail(text);
  if (email.length > emailMaxLength) {
    errors.push({ field: 'email', cause: 'TOO_LONG' });
    return undefined;
  }
  if (!emailPattern.test(email)) {
    errors.push({ field: 'email', cause: 'INVALID_FORMAT' });
    return undefined;
  }
  return email;
}

function readName(body: JsonObject, field: string, errors: SignUpFieldError[]): string | undefined {
  const name = readText(body, field, errors, nameMaxLength);
  if (name === undefined) return undefined;
  if (!namePattern.test(name) || !hasLetter.test(name)) {
    errors.push({ field, cause: 'INVALID_FORMAT' });
    return undefined;
  }
  return name;
}

/** Joining's password rules are every new password's (kernel/security/password-rules.ts). */
function readPassword(body: JsonObject, email: string | undefined, errors: SignUpFieldError[]): string | undefined {
  // The player's own details are the first guesses at their password: the estimator counts them so.
  const { firstName, lastName, birthDate } = body;
  const birthYear = typeof birthDate === 'string' ? birthDate.slice(0, 4) : undefined;
  const ownWords = [firstName, lastName, birthDate, birthYear].filter((word): word is string => typeof word === 'string');
  const problem = passwordProblem(body.password, email, ownWords);
  if (problem === null) return body.password as string;
  errors.push({ field: 'password', cause: problem });
  return undefined;
}

/** `YYYY-MM-DD` of `nowMs` in UTC (the platform's day). */
function todayOf(nowMs: number): { year: number; month: number; day: number } {
  const now = new Date(nowMs);
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
}

const asNumber = ({ year, month, day }: { year: number; month: number; day: number }): number => year * 10_000 + month * 100 + day;

function readBirthDate(body: JsonObject, nowMs: number, minimumAge: number, errors: SignUpFieldError[]): string | undefined {
  const text = readText(body, 'birthDate', errors, 10);
  if (text === undefined) return undefined;
  const match = datePattern.exec(text);
  const [year, month, day] = [Number(match?.[1]), Number(match?.[2]), Number(match?.[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = match !== null && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  // Nobody alive was born before 1900.
  if (!real || year < 1900) {
    errors.push({ field: 'birthDate', cause: 'INVALID_FORMAT' });
    return undefined;
  }
  const today = todayOf(nowMs);
  const born = { year, month, day };
  if (asNumber(born) > asNumber(today)) {
    errors.push({ field: 'birthDate', cause: 'IN_FUTURE' });
    return undefined;
  }
  // Of age on the day the birthday comes round (a 29 February birthday: on 1 March in other years).
  if (asNumber({ ...born, year: year + minimumAge }) > asNumber(today)) {
    errors.push({ field: 'birthDate', cause: 'UNDER_AGE' });
    return undefined;
  }
  return text;
}

function readChoice(body: JsonObject, field: string, allowed: readonly string[], errors: SignUpFieldError[]): string | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === '') {
    errors.push({ field, cause: 'REQUIRED' });
    return undefined;
  }
  if (typeof value !== 'string' || !allowed.includes(value)) {
    errors.push({ field, cause: 'NOT_ALLOWED' });
    return undefined;
  }
  return value;
}

/** The region, when the country has regions and one is named: one of the country's, else NOT_ALLOWED. */
function readRegion(body: JsonObject, country: string | undefined, errors: SignUpFieldError[]): string | null | undefined {
  const value = body.region;
  if (value === undefined || value === null || value === '') return null;
  const known = country === undefined ? [] : regionsOf(country);
  if (typeof value !== 'string' || !known.some((region) => region.code === value)) {
    errors.push({ field: 'region', cause: 'NOT_ALLOWED' });
    return undefined;
  }
  return value;
}

const optionalValue = (value: unknown): string | null | undefined => {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' && affiliateValuePattern.test(value) ? value : undefined;
};

/** The referral as REF-01..05 keep it; anything malformed is dropped whole (never an error, never stored raw). */
function readReferral(value: unknown): Referral | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { token, type, affiliateId, sharingMethod, storedAt } = value as JsonObject;
  if (typeof token !== 'string' || !tokenPattern.test(token)) return null;
  if (type !== 'PROFILE' && type !== 'AFFILIATE') return null;
  const affiliate = optionalValue(affiliateId);
  const sharing = optionalValue(sharingMethod);
  if (affiliate === undefined || sharing === undefined) return null;
  if (typeof storedAt !== 'number' || !Number.isSafeInteger(storedAt) || storedAt < 0) return null;
  return { token, type, affiliateId: affiliate, sharingMethod: sharing, storedAt };
}

/** A sign-up body read field by field: the sign-up, or every field error found. */
export function readSignUp(body: JsonObject, nowMs: number): { signUp: SignUp } | { errors: SignUpFieldError[] } {
  const errors: SignUpFieldError[] = [];
  const email = readEmail(body, errors);
  const password = readPassword(body, email, errors);
  const firstName = readName(body, 'firstName', errors);
  const lastName = readName(body, 'lastName', errors);
  // Read before the birth date, whose age they decide, and answered after it, in the form's order.
  const placeErrors: SignUpFieldError[] = [];
  const country = readChoice(body, 'country', registrationOptions.countries, placeErrors);
  const region = readRegion(body, country, placeErrors);
  // The region's age, or the strictest of the country's when the sign-up does not say which region.
  const birthDate = readBirthDate(body, nowMs, minimumAgeFor(country, region ?? null), errors);
  errors.push(...placeErrors);
  const currency = readChoice(body, 'currency', registrationOptions.currencies, errors);
  const phoneErrors: FieldError[] = [];
  const phone = readPhoneNumber(body.phonePrefix, body.phone, phoneErrors, false);
  errors.push(...phoneErrors.map(({ field, cause }) => ({ field, cause: cause === 'UNKNOWN_FIELD' ? ('INVALID_FORMAT' as const) : cause })));
  if (body.acceptTerms !== true) errors.push({ field: 'acceptTerms', cause: 'REQUIRED' });
  if (
    errors.length > 0 ||
    email === undefined ||
    password === undefined ||
    firstName === undefined ||
    lastName === undefined ||
    birthDate === undefined ||
    country === undefined ||
    currency === undefined
  ) {
    return { errors };
  }
  const language = typeof body.language === 'string' ? body.language : null;
  return { signUp: { email, password, firstName, lastName, birthDate, country, region: region ?? null, currency, language, referral: readReferral(body.referral), phone } };
}

import { checkPhoneNumber } from '../verification';
import { minimumAgeFor, regionsOf, type RegistrationOptions, type SignUpFieldError, type SignUpForm } from './sign-up';

/**
 * The site's own checks before a sign-up is sent, the same as the platform's (docs/api.md "Joining")
 * except the list of common passwords, which only the platform holds. The platform checks again.
 */

const NAME_MAX_LENGTH = 50;
const EMAIL_MAX_LENGTH = 254;

/**
 * Controls, bidi controls, zero-width and invisible characters (soft hyphen, grapheme joiner, the
 * Hangul fillers `\p{L}` takes for letters, line and paragraph separators, tag characters): they make
 * look-alikes, reorder what is shown or show nothing. The platform refuses the same.
 */
// eslint-disable-next-line no-control-regex, no-misleading-character-class -- matching these characters one by one is the point
const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\u3164\ufeff\uffa0\ufff9-\ufffb\u{e0000}-\u{e007f}]/u;
const EMAIL_PATTERN = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const NAME_PATTERN = /^[\p{L}\p{M}'’ .-]+$/u;
const HAS_LETTER = /\p{L}/u;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An address as the platform compares it: trimmed, NFKC, lower case. */
export const canonicalEmail = (email: string): string => email.trim().normalize('NFKC').toLowerCase();

/** A password's length as the player counts it: characters, not bytes or UTF-16 units. */
export const passwordLength = (password: string): number => [...password.normalize('NFKC')].length;

export interface CalendarDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const dayNumber = ({ year, month, day }: CalendarDay): number => year * 10_000 + month * 100 + day;

const parseDay = (text: string): CalendarDay | null => {
  const match = DATE_PATTERN.exec(text);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 ? { year, month, day } : null;
};

const checkEmail = (email: string): SignUpFieldError['cause'] | null => {
  if (email.trim() === '') return 'REQUIRED';
  if (HIDDEN_CHARACTERS.test(email)) return 'INVALID_FORMAT';
  const canonical = canonicalEmail(email);
  if (canonical.length > EMAIL_MAX_LENGTH) return 'TOO_LONG';
  return EMAIL_PATTERN.test(canonical) ? null : 'INVALID_FORMAT';
};

/** Joining's password rules but the common-password list (the platform's alone): also a reset's. */
export const newPasswordProblem = (
  password: string,
  email: string,
  limits: Pick<RegistrationOptions, 'passwordMinLength' | 'passwordMaxLength'>,
): Extract<SignUpFieldError['cause'], 'REQUIRED' | 'INVALID_FORMAT' | 'TOO_SHORT' | 'TOO_LONG' | 'CONTAINS_EMAIL'> | null => {
  if (password === '') return 'REQUIRED';
  if (HIDDEN_CHARACTERS.test(password)) return 'INVALID_FORMAT';
  const length = passwordLength(password);
  if (length < limits.passwordMinLength) return 'TOO_SHORT';
  if (length > limits.passwordMaxLength) return 'TOO_LONG';
  const canonical = canonicalEmail(email);
  const at = canonical.indexOf('@');
  const localPart = at > 0 ? canonical.slice(0, at) : '';
  const folded = password.normalize('NFKC').toLowerCase();
  if ((at > 0 && folded.includes(canonical)) || (localPart.length >= 4 && folded.includes(localPart))) return 'CONTAINS_EMAIL';
  return null;
};

const checkPassword = (form: SignUpForm, options: RegistrationOptions): SignUpFieldError['cause'] | null =>
  newPasswordProblem(form.password, form.email, options);

const checkName = (name: string): SignUpFieldError['cause'] | null => {
  const trimmed = name.trim().normalize('NFC');
  if (trimmed === '') return 'REQUIRED';
  if ([...trimmed].length > NAME_MAX_LENGTH) return 'TOO_LONG';
  if (HIDDEN_CHARACTERS.test(trimmed) || !NAME_PATTERN.test(trimmed) || !HAS_LETTER.test(trimmed)) return 'INVALID_FORMAT';
  return null;
};

const checkBirthDate = (birthDate: string, minimumAge: number, today: CalendarDay): SignUpFieldError['cause'] | null => {
  if (birthDate.trim() === '') return 'REQUIRED';
  const born = parseDay(birthDate.trim());
  if (born === null) return 'INVALID_FORMAT';
  if (dayNumber(born) > dayNumber(today)) return 'IN_FUTURE';
  // Of age on the day the birthday comes round (a 29 February birthday: on 1 March in other years).
  return dayNumber({ ...born, year: born.year + minimumAge }) > dayNumber(today) ? 'UNDER_AGE' : null;
};

const checkChoice = (value: string, allowed: readonly string[]): SignUpFieldError['cause'] | null => {
  if (value === '') return 'REQUIRED';
  return allowed.includes(value) ? null : 'NOT_ALLOWED';
};

/** A region is asked for only where the country's rules differ by region. */
const checkRegion = (form: SignUpForm, options: RegistrationOptions): SignUpFieldError['cause'] | null => {
  const regions = regionsOf(options, form.country);
  return regions.length === 0 ? null : checkChoice(form.region, regions.map((region) => region.code));
};

/** Every field's first problem, in the form's order; empty when the form may be sent. `today` is the platform's day (UTC). */
export const checkSignUp = (form: SignUpForm, options: RegistrationOptions, today: CalendarDay): readonly SignUpFieldError[] => {
  const causes: readonly [SignUpFieldError['field'], SignUpFieldError['cause'] | null][] = [
    ['email', checkEmail(form.email)],
    ['password', checkPassword(form, options)],
    ['firstName', checkName(form.firstName)],
    ['lastName', checkName(form.lastName)],
    ['birthDate', checkBirthDate(form.birthDate, minimumAgeFor(options, form.country, form.region), today)],
    ['country', checkChoice(form.country, options.countries)],
    ['region', checkRegion(form, options)],
    ['currency', checkChoice(form.currency, options.currencies)],
  ];
  const phone = checkPhoneNumber(form.phonePrefix, form.phone);
  const terms: readonly SignUpFieldError[] = form.acceptTerms ? [] : [{ field: 'acceptTerms', cause: 'REQUIRED' }];
  return [...causes.flatMap(([field, cause]) => (cause === null ? [] : [{ field, cause }])), ...phone, ...terms];
};

/** The platform's day at `epochMs` (UTC). */
export const calendarDayOf = (epochMs: number): CalendarDay => {
  const date = new Date(epochMs);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};

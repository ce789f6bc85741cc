/** PH-07: shorter than 4 characters → `****`; otherwise all but the last 4 characters become `*`. */
export const maskPhone = (value: string): string =>
  value.length < 4 ? '****' : '*'.repeat(value.length - 4) + value.slice(-4);

/** The number as the platform names it in a path: prefix and digits, e.g. `+35699123456`. */
export const fullPhoneNumber = (prefix: string | null, phone: string): string => `${prefix ?? ''}${phone}`;

export interface NewPhoneNumber {
  readonly phonePrefix: string;
  readonly phone: string;
}

export type PhoneNumberField = 'phonePrefix' | 'phone';
export type PhoneNumberCause = 'REQUIRED' | 'INVALID_FORMAT' | 'TOO_LONG';

export interface PhoneNumberProblem {
  readonly field: PhoneNumberField;
  readonly cause: PhoneNumberCause;
}

/** E.164: country code and national number together hold at most 15 digits. */
const E164_MAX_DIGITS = 15;
const PREFIX_PATTERN = /^\+\d{1,4}$/;
const NUMBER_PATTERN = /^\d{4,14}$/;

/** Spaces are how people group digits; they are taken out, anything else that is not a digit is refused. */
const withoutSpaces = (value: string): string => value.replace(/\s+/g, '');

/** JRN-02: a mobile number's problems, checked as the platform checks them (docs/api.md); empty when it may be sent. */
export const checkPhoneNumber = (prefix: string, phone: string): readonly PhoneNumberProblem[] => {
  const phonePrefix = withoutSpaces(prefix);
  const digits = withoutSpaces(phone);
  const problems: PhoneNumberProblem[] = [];
  if (phonePrefix === '' || phonePrefix === '+') problems.push({ field: 'phonePrefix', cause: 'REQUIRED' });
  else if (!PREFIX_PATTERN.test(phonePrefix)) problems.push({ field: 'phonePrefix', cause: 'INVALID_FORMAT' });
  if (digits === '') problems.push({ field: 'phone', cause: 'REQUIRED' });
  else if (!NUMBER_PATTERN.test(digits)) problems.push({ field: 'phone', cause: 'INVALID_FORMAT' });
  else if (PREFIX_PATTERN.test(phonePrefix) && phonePrefix.length - 1 + digits.length > E164_MAX_DIGITS) problems.push({ field: 'phone', cause: 'TOO_LONG' });
  return problems;
};

/** The number as the platform takes it (spaces out), or null when it has a problem. */
export const parseNewPhoneNumber = (prefix: string, phone: string): NewPhoneNumber | null =>
  checkPhoneNumber(prefix, phone).length === 0 ? { phonePrefix: withoutSpaces(prefix), phone: withoutSpaces(phone) } : null;

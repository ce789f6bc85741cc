import type { FieldError } from '../../kernel/http/validation.ts';
import { phoneNumberPattern, phonePrefixPattern } from './player-phones.ts';

/** E.164: a country code and a national number of at most 15 digits together. */
const e164MaxDigits = 15;

export interface PhoneNumber {
  /** `+` and 1 to 4 digits, e.g. `+356`. */
  phonePrefix: string;
  /** Digits only, e.g. `99123456`. */
  phone: string;
}

/** Spaces are how people group digits; anything else that is not a digit makes the number unusable. */
const withoutSpaces = (value: string): string => value.replace(/\s+/g, '');

/**
 * A mobile number as a player types it (prefix and number, spaces allowed): the number, or the
 * field errors of `phonePrefix` and `phone` (INVALID_FORMAT for anything that is not a plausible
 * E.164 number). `required` false lets both be absent together (the sign-up's number is optional).
 */
export function readPhoneNumber(prefixValue: unknown, phoneValue: unknown, errors: FieldError[], required: boolean): PhoneNumber | null {
  const absent = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  if (!required && absent(prefixValue) && absent(phoneValue)) return null;
  const before = errors.length;
  const prefix = typeof prefixValue === 'string' && prefixValue.length <= 16 ? withoutSpaces(prefixValue) : null;
  const phone = typeof phoneValue === 'string' && phoneValue.length <= 40 ? withoutSpaces(phoneValue) : null;
  if (absent(prefixValue)) errors.push({ field: 'phonePrefix', cause: 'REQUIRED' });
  else if (prefix === null || !phonePrefixPattern.test(prefix)) errors.push({ field: 'phonePrefix', cause: 'INVALID_FORMAT' });
  if (absent(phoneValue)) errors.push({ field: 'phone', cause: 'REQUIRED' });
  else if (phone === null || !phoneNumberPattern.test(phone)) errors.push({ field: 'phone', cause: 'INVALID_FORMAT' });
  else if (prefix !== null && phonePrefixPattern.test(prefix) && prefix.length - 1 + phone.length > e164MaxDigits) errors.push({ field: 'phone', cause: 'TOO_LONG' });
  return errors.length > before || prefix === null || phone === null ? null : { phonePrefix: prefix, phone };
}

import { passwordMaxLength, passwordMinLength } from '../../kernel/security/password-rules.ts';

/** What the sign-up form may offer and the limits it is checked against (`GET /services/registration/v1/options`). */
export const registrationOptions = {
  countries: ['MT', 'GB', 'ES', 'DE', 'IE', 'FI', 'SE', 'NO', 'CA'],
  currencies: ['EUR', 'GBP', 'USD', 'SEK', 'NOK', 'CAD'],
  minimumAge: 18,
  passwordMinLength,
  passwordMaxLength,
} as const;

/** First and last names: 1 to this many characters. */
export const nameMaxLength = 50;

/** An e-mail address: at most this many characters (RFC 5321's path limit). */
export const emailMaxLength = 254;

/** Sign-ups per source (the client address) in any hour. */
export const registrationsPerSourcePerHour = 5;

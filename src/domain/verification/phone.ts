/** PH-07: shorter than 4 characters → `****`; otherwise all but the last 4 characters become `*`. */
export const maskPhone = (value: string): string =>
  value.length < 4 ? '****' : '*'.repeat(value.length - 4) + value.slice(-4);

/** The number as the platform names it in a path: prefix and digits, e.g. `+35699123456`. */
export const fullPhoneNumber = (prefix: string | null, phone: string): string => `${prefix ?? ''}${phone}`;

export interface NewPhoneNumber {
  readonly phonePrefix: string;
  readonly phone: string;
}

/** The forced phone reset's number, checked as the platform checks it (docs/api.md). */
export const parseNewPhoneNumber = (prefix: string, phone: string): NewPhoneNumber | null => {
  const phonePrefix = prefix.trim();
  const digits = phone.replace(/[\s-]/g, '');
  return /^\+\d{1,4}$/.test(phonePrefix) && /^\d{4,14}$/.test(digits) ? { phonePrefix, phone: digits } : null;
};

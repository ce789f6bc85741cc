import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The common-password list that zxcvbn-ts ships (about 49,000 passwords seen most often in breaches),
 * lower-cased, so a password is compared case-insensitively. Built on the first sign-up, not at start.
 */
let commonPasswords: ReadonlySet<string> | null = null;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary.passwords.map((entry) => entry.toLowerCase()));
  return commonPasswords.has(password.normalize('NFKC').toLowerCase());
}

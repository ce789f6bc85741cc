import { isCommonPassword } from './common-passwords.ts';
import { minimumPasswordScore, passwordScore } from './password-strength.ts';

/** A new password's length in characters (after NFKC): joining and every reset ask the same. */
export const passwordMinLength = 10;
export const passwordMaxLength = 128;

export type PasswordProblem = 'REQUIRED' | 'INVALID_FORMAT' | 'TOO_SHORT' | 'TOO_LONG' | 'COMMON_PASSWORD' | 'CONTAINS_EMAIL' | 'TOO_WEAK';

/**
 * Characters that make two strings look alike, reorder what is shown or show nothing: controls, bidi
 * controls, zero-width and invisible ones (soft hyphen, grapheme joiner, the Hangul fillers that
 * `\p{L}` counts as letters, line and paragraph separators, tag characters).
 */
// eslint-disable-next-line no-control-regex, no-misleading-character-class -- matching these characters one by one is the point
export const hiddenCharacters = /[\u0000-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\u3164\ufeff\uffa0\ufff9-\ufffb\u{e0000}-\u{e007f}]/u;

/** The whole address, or its local part when that is long enough to be a guess of its own (4 characters or more). */
function containsEmail(password: string, email: string): boolean {
  const folded = password.normalize('NFKC').toLowerCase();
  const localPart = email.slice(0, email.indexOf('@'));
  return folded.includes(email) || (localPart.length >= 4 && folded.includes(localPart));
}

/**
 * NIST SP 800-63B: length, not composition; a common password or one holding the address is refused,
 * and so is one a strength estimator finds easy to guess (`aaaaaaaaaa`, `1111111111`, a keyboard row,
 * the player's name and birth year). `email` is the account's canonical address, when known, and
 * `ownWords` the player's other details (names, birth date). Null when the password may be used.
 */
export function passwordProblem(password: unknown, email: string | undefined, ownWords: readonly string[] = []): PasswordProblem | null {
  if (password === undefined || password === null || password === '') return 'REQUIRED';
  if (typeof password !== 'string' || hiddenCharacters.test(password)) return 'INVALID_FORMAT';
  const length = [...password.normalize('NFKC')].length;
  if (length < passwordMinLength) return 'TOO_SHORT';
  if (length > passwordMaxLength) return 'TOO_LONG';
  if (isCommonPassword(password)) return 'COMMON_PASSWORD';
  if (email !== undefined && containsEmail(password, email)) return 'CONTAINS_EMAIL';
  const emailWords = email === undefined ? [] : [email, email.slice(0, email.indexOf('@'))];
  if (passwordScore(password, [...emailWords, ...ownWords]) < minimumPasswordScore) return 'TOO_WEAK';
  return null;
}

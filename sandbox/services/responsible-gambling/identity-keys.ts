/**
 * How the self-exclusion register compares people (docs/decisions.md "The self-exclusion register"):
 * written once, used at sign-up, at login and when a self-exclusion starts.
 */

/** What the sign-up collects of a person, as the platform keeps it. */
export interface Identity {
  firstName: string;
  lastName: string;
  /** `YYYY-MM-DD`. */
  birthDate: string;
  /** The mobile number's prefix and digits (`+44`, `7700900123`), when the sign-up gave one. */
  phone: { phonePrefix: string; phone: string } | null;
}

/** An identity as the register stores and compares it. */
export interface IdentityKeys {
  /** The first and last names folded, in that order. */
  nameKey: string;
  /** The same, last name first: a form filled in the other way round is the same person. */
  reversedKey: string;
  birthDate: string;
  /** Country code and number, digits only (`447700900123`); null without a phone. */
  phoneKey: string | null;
}

/** Latin letters that Unicode does not decompose into a base letter and a mark. */
const unfolded: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i', ħ: 'h' };
const notLetterOrDigit = /[^\p{L}\p{N}]/gu;
const marks = /\p{M}/gu;

/**
 * A name as the register compares it: case, accents, spaces, hyphens, apostrophes and dots do not
 * count, so `José-María O'Neil`, `jose maria oneil` and `JOSEMARIA ONEIL` are one name.
 */
export function foldName(name: string): string {
  return [...name.normalize('NFKD').replace(marks, '').toLowerCase()]
    .map((letter) => unfolded[letter] ?? letter)
    .join('')
    .replace(notLetterOrDigit, '');
}

/** A phone number as the register compares it: the digits of its prefix and number, a trunk 0 dropped. */
export function phoneKeyOf(phone: Identity['phone']): string | null {
  if (phone === null) return null;
  const prefix = phone.phonePrefix.replace(/\D/g, '');
  const number = phone.phone.replace(/\D/g, '').replace(/^0+/, '');
  return prefix === '' || number === '' ? null : `${prefix}${number}`;
}

export function identityKeys(identity: Identity): IdentityKeys {
  const first = foldName(identity.firstName);
  const last = foldName(identity.lastName);
  return { nameKey: `${first}${last}`, reversedKey: `${last}${first}`, birthDate: identity.birthDate, phoneKey: phoneKeyOf(identity.phone) };
}

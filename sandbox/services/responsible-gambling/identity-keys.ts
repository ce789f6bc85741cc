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

/**
 * Letters Unicode does not decompose into a base letter and a mark, and the Cyrillic and Greek
 * letters drawn like Latin ones (one swapped letter would pass an identity check by eye and
 * escape the register).
 */
const capitalLookAlikes: Readonly<Record<string, string>> = {
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X', І: 'I', Ј: 'J', Ѕ: 'S',
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
};
const unfolded: Readonly<Record<string, string>> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i', ħ: 'h', ς: 'σ',
  а: 'a', в: 'b', е: 'e', з: '3', і: 'i', ј: 'j', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', ѕ: 's', ԁ: 'd', ԛ: 'q', ԝ: 'w',
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', μ: 'u', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x',
};
/** Characters that draw nothing (fillers, joiners) and modifier letters (ʼ ʻ): not part of a name as it is read. */
const invisible = /[\p{Default_Ignorable_Code_Point}\p{Lm}]/gu;
const notLetterOrDigit = /[^\p{L}\p{N}]/gu;
const marks = /\p{M}/gu;

/**
 * A name as the register compares it: case, accents, spaces, hyphens, apostrophes, dots, invisible
 * characters and look-alike letters of other scripts do not count, so `José-María O'Neil`,
 * `jose maria oneil`, `JOSEMARIA ONEIL` and `Jоsе Maria Oʼneil` (Cyrillic о and е) are one name.
 */
export function foldName(name: string): string {
  // Capitals first: a Greek Μ is drawn as an M, its small letter μ as a u.
  return [...[...name.normalize('NFKD').replace(marks, '').replace(invisible, '')].map((letter) => capitalLookAlikes[letter] ?? letter).join('').toLowerCase()]
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

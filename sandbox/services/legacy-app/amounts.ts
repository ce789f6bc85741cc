import { currencyDecimals, formatMinor, majorTextOfMinor } from '../../kernel/money.ts';
import type { LegacyLanguage } from './language.ts';
import { field, textField } from './platform-client.ts';
import type { LegacyWording } from './wording.ts';

/** An amount the player typed ("25", "25.00", "25,5") in minor units of the currency; null when it is not one. */
export function typedAmount(text: string | undefined, currency: string): bigint | null {
  const decimals = currencyDecimals(currency);
  const pattern = decimals === 0 ? /^(\d{1,12})$/ : new RegExp(`^(\\d{1,12})(?:[.,](\\d{1,${decimals}}))?$`);
  const match = pattern.exec((text ?? '').trim());
  if (match === null) return null;
  const minor = BigInt(match[1] ?? '0') * 10n ** BigInt(decimals) + BigInt((match[2] ?? '').padEnd(decimals, '0') || '0');
  return minor > 0n && minor <= BigInt(Number.MAX_SAFE_INTEGER) ? minor : null;
}

/** A wallet amount (major units, a JSON number) in minor units, through its decimal text. */
export function minorOfMajor(amount: number, currency: string): bigint {
  const decimals = currencyDecimals(currency);
  const [whole = '0', fraction = ''] = Math.abs(amount).toFixed(decimals).split('.');
  const minor = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction || '0');
  return amount < 0 ? -minor : minor;
}

/** A platform answer's `amount` (minor units) in the page's language; the platform's own rendering when it has none. */
export function amountIn(answer: unknown, language: LegacyLanguage): string {
  const amount = field(answer, 'amount');
  const currency = textField(answer, 'currency');
  if (typeof amount === 'number' && Number.isSafeInteger(amount) && currency !== undefined) return formatMinor(BigInt(amount), currency, language);
  return textField(answer, 'formattedAmount') ?? '';
}

/** A whole number of minor units the platform answered (an amount still available, a potential win) in the page's language; '' when it is not one. */
export const answeredAmount = (value: unknown, currency: string, language: LegacyLanguage): string =>
  typeof value === 'number' && Number.isSafeInteger(value) ? formatMinor(BigInt(value), currency, language) : '';

/** What a form says of an amount the platform refused for the cause of a 422; undefined when it named none. */
export const amountError = (words: LegacyWording, cause: string | undefined): string | undefined =>
  cause === undefined ? undefined : cause === 'TOO_SMALL' ? words.tooSmall : cause === 'TOO_LARGE' ? words.tooLarge : words.invalidAmount;

/** An amount as a quick amount's button says it: no decimals when they are all zero ("€20", "20 €", "¥1,000"). */
export function shortAmount(minor: number, currency: string, language: LegacyLanguage): string {
  const text = formatMinor(minor, currency, language);
  const decimals = currencyDecimals(currency);
  return decimals === 0 ? text : text.replace(new RegExp(`[.,]0{${decimals}}(?=\\D*$)`), '');
}

/** An amount as the player types it in the page's language (a decimal comma in Spanish and German). */
export const typedForm = (minor: number, currency: string, language: LegacyLanguage): string => {
  const text = majorTextOfMinor(minor, currency);
  return language === 'en' ? text : text.replace('.', ',');
};

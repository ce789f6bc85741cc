import type { GameId } from './game';

/** A jackpot as the lobby services list it: the amount in minor units (GAME-02). */
export interface Jackpot {
  readonly gameId: GameId;
  readonly amount: number;
}

/** Above this many minor units the amount is shortened to k or m (GAME-03, docs/decisions.md). */
export const JACKPOT_SHORTEN_ABOVE_MINOR = 1_000_000;

const THOUSAND = 1_000;
const MILLION = 1_000_000;

/** Cut (never rounded up) to two decimals: a jackpot is never shown larger than it is. */
const twoDecimalsDown = (value: number): number => Math.floor(value * 100 + 1e-9) / 100;

const formats = new Map<string, Intl.NumberFormat>();

/** Making a number format is slow and every card with a jackpot needs one: one per language and currency. */
const numberFormat = (language: string, currency: string): Intl.NumberFormat => {
  const key = `${language}/${currency}`;
  let format = formats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(language, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    } catch {
      format = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    formats.set(key, format);
  }
  return format;
};

/**
 * GAME-03: the amount divided by 100; above 1,000,000 (minor units) shown in k or m with two
 * decimals, in the player's language and with the currency's symbol: `€9,999.99`, `€12.35k`, `€1.23m`.
 */
export const formatJackpot = (amountMinor: number, currency: string, language: string): string => {
  const major = amountMinor / 100;
  const shortened = amountMinor > JACKPOT_SHORTEN_ABOVE_MINOR;
  const [value, suffix] = !shortened ? [major, ''] : major >= MILLION ? [twoDecimalsDown(major / MILLION), 'm'] : [twoDecimalsDown(major / THOUSAND), 'k'];
  const format = numberFormat(language, currency);
  if (suffix === '') return format.format(value);
  // The suffix follows the number itself, wherever the language puts the currency sign.
  const parts = format.formatToParts(value);
  const lastNumberPart = parts.reduce((last, part, index) => (['integer', 'group', 'decimal', 'fraction'].includes(part.type) ? index : last), -1);
  return parts.map((part, index) => (index === lastNumberPart ? `${part.value}${suffix}` : part.value)).join('');
};

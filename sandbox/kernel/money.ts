/**
 * The sandbox's one money module: amounts, what a stake may take (playable = cash + bonus), and the
 * platform's rendering of an amount. Every service and every vendor app (game provider, legacy
 * application, identity provider) uses it; nothing else converts or formats money.
 *
 * Money in the ledger is an exact decimal in major units with 8 places (the finest currency of
 * WAL-09). In TypeScript it is handled as a bigint count of 10^-8 units, so no sum is ever a float.
 * The wire carries whole minor units of the currency (docs/api.md "Amounts").
 */
export type Units = bigint;

const scale = 8;
const unitsPerMajor = 10n ** BigInt(scale);
const decimalText = /^(-?)(\d+)(?:\.(\d{1,8}))?$/;

/** Units of a decimal string as PostgreSQL answers a numeric ("125.50000000", "-3", "0.1"). */
export function unitsOf(decimal: string): Units {
  const match = decimalText.exec(decimal.trim());
  if (!match) throw new Error(`Not a ledger amount: ${decimal}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const units = BigInt(whole) * unitsPerMajor + BigInt(fraction.padEnd(scale, '0'));
  return sign === '-' ? -units : units;
}

/** Units of a major-unit number from JSON, rounded to 8 places; null when not a finite amount. */
export function unitsOfNumber(amount: number): Units | null {
  if (!Number.isFinite(amount) || Math.abs(amount) > 1e12) return null;
  return unitsOf(amount.toFixed(scale));
}

/** The decimal string for SQL (exact). */
export function decimalOf(units: Units): string {
  const sign = units < 0n ? '-' : '';
  const magnitude = units < 0n ? -units : units;
  const fraction = (magnitude % unitsPerMajor).toString().padStart(scale, '0').replace(/0+$/, '');
  return `${sign}${magnitude / unitsPerMajor}${fraction === '' ? '' : `.${fraction}`}`;
}

/** Major units as a JSON number, as the wallet's wire contract has it. */
export function majorOf(units: Units): number {
  return Number(decimalOf(units));
}

/** WAL-09: the currency's decimals (the wire's minor units, and the jackpots', count in these). */
export function currencyDecimals(currency: string): number {
  if (['BTC', 'XBT', 'BSV', 'BCH', 'LTC', 'ETH', 'USDT'].includes(currency)) return 8;
  if (['XSC', 'MBTC'].includes(currency.toUpperCase())) return 5;
  if (['JPY', 'INR', 'VND', 'IDR'].includes(currency)) return 0;
  return 2;
}

/** Whole minor units of the currency in `units` (rounded down). */
export function minorUnitsOf(units: Units, currency: string): number {
  return Number(units / 10n ** BigInt(scale - currencyDecimals(currency)));
}

/** Units of a whole number of the currency's minor units. */
export function unitsOfMinor(minor: number | bigint, currency: string): Units {
  return BigInt(minor) * 10n ** BigInt(scale - currencyDecimals(currency));
}

/** A whole number of minor units as a major-unit decimal with the currency's decimals (`-1.00`, `1200`, `0.00150000`), never through a float. */
export function majorTextOfMinor(minor: number | bigint, currency: string): string {
  const decimals = currencyDecimals(currency);
  const value = BigInt(minor);
  const magnitude = (value < 0n ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = magnitude.slice(0, magnitude.length - decimals);
  const fraction = magnitude.slice(magnitude.length - decimals);
  return `${value < 0n ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

/** An account a player holds, as the ledger reads it. */
export interface HeldAmount {
  readonly kind: string;
  readonly currency: string;
  readonly amount: Units;
}

/** What a stake may take in the currency: cash plus bonus (the wallet's Playable). */
export function playableOf(held: readonly HeldAmount[], currency: string): Units {
  return held
    .filter((account) => account.currency === currency && (account.kind === 'cash' || account.kind === 'bonus'))
    .reduce((sum, account) => sum + account.amount, 0n);
}

/** A stake within the playable amount taken from cash first, then bonus. */
export function stakeFromPlayable(stake: Units, held: readonly HeldAmount[], currency: string): { fromCash: Units; fromBonus: Units } {
  const cash = held.filter((account) => account.currency === currency && account.kind === 'cash').reduce((sum, account) => sum + account.amount, 0n);
  const fromCash = stake < cash ? stake : cash > 0n ? cash : 0n;
  return { fromCash, fromBonus: stake - fromCash };
}

/**
 * An exact decimal as the platform writes amounts (`€25.00`, `¥1,200`, `-€1.00`, `1.200,50 €`):
 * Intl's currency style in the language, with the currency's decimals, from the decimal text (Intl
 * formats a string exactly, no float in between). A code Intl refuses (`USDT`, `mBTC`) is placed
 * where the language places a code (`USDT 0.00150000` in en, `0,00150000 USDT` in de).
 */
function formatDecimal(text: string, currency: string, language: string): string {
  const decimals = currencyDecimals(currency);
  const options = { style: 'currency', minimumFractionDigits: decimals, maximumFractionDigits: decimals } as const;
  // The cast is for TypeScript's lib, which types only numbers; Intl takes a decimal string.
  const amount = text as unknown as number;
  try {
    return new Intl.NumberFormat(language, { ...options, currency }).format(amount);
  } catch {
    try {
      // XXX is ISO 4217's "no currency": formatted by its code, then the code replaced.
      return new Intl.NumberFormat(language, { ...options, currency: 'XXX', currencyDisplay: 'code' }).format(amount).replace('XXX', currency);
    } catch {
      return `${text} ${currency}`;
    }
  }
}

/** The platform's rendering of a whole number of minor units (`€25.00`, `¥1,200`), exact for every safe integer. */
export function formatMinor(minor: number | bigint, currency: string, language = 'en'): string {
  return formatDecimal(majorTextOfMinor(minor, currency), currency, language);
}

/** The platform's rendering of a ledger amount, rounded to the currency's decimals as Intl rounds. */
export function formatUnits(units: Units, currency: string, language = 'en'): string {
  return formatDecimal(decimalOf(units), currency, language);
}

/**
 * Money in the ledger is an exact decimal in major units with 8 places (the finest currency of
 * WAL-09). In TypeScript it is handled as a bigint count of 10^-8 units, so no sum is ever a float.
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

/** WAL-09: the currency's decimals (the jackpots count in these minor units). */
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
export function unitsOfMinor(minor: number, currency: string): Units {
  return BigInt(minor) * 10n ** BigInt(scale - currencyDecimals(currency));
}

/** A whole number of minor units as a major-unit decimal with the currency's decimals (`-1.00`, `1200`, `0.00150000`). */
export function majorTextOfMinor(minor: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  const magnitude = BigInt(Math.abs(minor)).toString().padStart(decimals + 1, '0');
  const whole = magnitude.slice(0, magnitude.length - decimals);
  const fraction = magnitude.slice(magnitude.length - decimals);
  return `${minor < 0 ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

/** The platform's rendering of an amount in minor units (`€25.00`, `¥1,200`), exact for every safe integer. */
export function formatMinor(minor: number, currency: string, language = 'en'): string {
  const decimals = currencyDecimals(currency);
  const text = majorTextOfMinor(minor, currency);
  try {
    // Intl formats a decimal string exactly; the cast is for TypeScript's lib, which types only numbers.
    return new Intl.NumberFormat(language, { style: 'currency', currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
      text as unknown as number,
    );
  } catch {
    return `${text} ${currency}`;
  }
}

export type CurrencyCode = string & { readonly _brand: 'CurrencyCode' };

/** An amount in the smallest unit of its currency: always a safe integer. */
export interface Money {
  readonly minor: number;
  readonly currency: CurrencyCode;
}

const CURRENCY_SHAPE = /^[A-Za-z]{3,5}$/;

export const parseCurrency = (raw: unknown): CurrencyCode | null =>
  typeof raw === 'string' && CURRENCY_SHAPE.test(raw) ? (raw.toUpperCase().replace(/^MBTC$/, 'mBTC') as CurrencyCode) : null;

const EIGHT_DECIMALS = new Set(['BTC', 'XBT', 'BSV', 'BCH', 'LTC', 'ETH', 'USDT']);
const FIVE_DECIMALS = new Set(['XSC', 'mBTC', 'MBTC']);
const NO_DECIMALS = new Set(['JPY', 'INR', 'VND', 'IDR']);

/** WAL-09 */
export const decimalsOf = (currency: string): number => {
  if (EIGHT_DECIMALS.has(currency)) return 8;
  if (FIVE_DECIMALS.has(currency)) return 5;
  if (NO_DECIMALS.has(currency)) return 0;
  return 2;
};

const BITCOIN_CODES = new Set(['BTC', 'XBT', 'mBTC']);

/** How a currency is shown to the player (WAL-10: bitcoin in milli-bitcoin). */
export interface DisplayUnit {
  readonly code: string;
  readonly symbol: string | null;
  /** Decimal places shown, counted in the display unit. */
  readonly decimals: number;
  /** How many minor units of the currency make one minor unit of the display unit, as a power of ten. */
  readonly minorShift: number;
}

export const MILLI_BITCOIN = { code: 'mBTC', symbol: 'm฿', factor: 1000 } as const;

export const displayUnitOf = (currency: string): DisplayUnit => {
  if (BITCOIN_CODES.has(currency)) {
    // 1 BTC = 1000 mBTC, so 8 BTC decimals become 5 mBTC decimals over the same minor units (satoshis);
    // an mBTC wallet already counts in those units.
    return { code: MILLI_BITCOIN.code, symbol: MILLI_BITCOIN.symbol, decimals: decimalsOf(MILLI_BITCOIN.code), minorShift: 0 };
  }
  return { code: currency, symbol: null, decimals: decimalsOf(currency), minorShift: 0 };
};

/** The decimal the platform wrote: the shortest one that reads back as this number, without exponent. */
const plainDecimal = (value: number): string => {
  const text = String(value);
  const match = /^(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (match === null) return text;
  const [, whole = '', fraction = '', exponent = '0'] = match;
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
};

/**
 * A decimal amount in major units, as the platform sends it, in minor units. Digits beyond the
 * currency's decimals are dropped towards what the player really has (never rounded up), and what is
 * not a finite number or would not fit a safe integer is refused, so nothing on screen reads `NaN`.
 */
export const toMinorUnits = (major: number, currency: string): number | null => {
  if (!Number.isFinite(major)) return null;
  const decimals = decimalsOf(currency);
  const [whole = '0', fraction = ''] = plainDecimal(Math.abs(major)).split('.');
  const kept = fraction.padEnd(decimals, '0').slice(0, decimals);
  const dropped = /[1-9]/.test(fraction.slice(decimals));
  const magnitude = Number(`${whole}${kept}`) + (major < 0 && dropped ? 1 : 0);
  const minor = major < 0 ? -magnitude : magnitude;
  return Number.isSafeInteger(minor) ? minor + 0 : null;
};

export const money = (minor: number, currency: CurrencyCode): Money => ({ minor, currency });

/** The exact decimal string of a minor amount, e.g. 12345 with 2 decimals is "123.45". */
export const minorToDecimalString = (minor: number, decimals: number): string => {
  const negative = minor < 0;
  const digits = Math.abs(minor).toString().padStart(decimals + 1, '0');
  const whole = decimals === 0 ? digits : digits.slice(0, -decimals);
  const fraction = decimals === 0 ? '' : `.${digits.slice(-decimals)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
};

/** The amount in the player's language, in its display unit (mBTC for bitcoin). */
export const formatMoney = (amount: Money, locale: string): string => {
  const unit = displayUnitOf(amount.currency);
  const decimal = minorToDecimalString(amount.minor, unit.decimals);
  const digitsOnly = { minimumFractionDigits: unit.decimals, maximumFractionDigits: unit.decimals };
  if (unit.symbol === null && /^[A-Z]{3}$/.test(unit.code)) {
    try {
      return new Intl.NumberFormat(locale, { ...digitsOnly, style: 'currency', currency: unit.code, currencyDisplay: 'narrowSymbol' })
        .format(decimal as unknown as number);
    } catch {
      // An unknown locale or a code Intl refuses falls through to the plain form.
    }
  }
  const number = safeNumberFormat(locale, digitsOnly).format(decimal as unknown as number);
  const label = unit.symbol ?? unit.code;
  return label === '' ? number : `${label} ${number}`;
};

const safeNumberFormat = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat => {
  try {
    return new Intl.NumberFormat(locale, options);
  } catch {
    return new Intl.NumberFormat('en', options);
  }
};

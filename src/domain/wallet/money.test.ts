import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decimalsOf, formatMoney, minorToDecimalString, toMinorUnits, type CurrencyCode } from './money';

const eur = 'EUR' as CurrencyCode;

describe('currency decimals (WAL-09)', () => {
  it.each([
    ['BTC', 8], ['XBT', 8], ['BSV', 8], ['BCH', 8], ['LTC', 8], ['ETH', 8], ['USDT', 8],
    ['XSC', 5], ['mBTC', 5],
    ['JPY', 0], ['INR', 0], ['VND', 0], ['IDR', 0],
    ['EUR', 2], ['GBP', 2], ['USD', 2],
  ])('%s has %i decimals', (currency, decimals) => {
    expect(decimalsOf(currency)).toBe(decimals);
  });
});

describe('toMinorUnits', () => {
  it('converts the decimal the platform wrote exactly', () => {
    expect(toMinorUnits(125.5, 'EUR')).toBe(12550);
    expect(toMinorUnits(4.35, 'EUR')).toBe(435);
    expect(toMinorUnits(1.005, 'EUR')).toBe(100);
    expect(toMinorUnits(0.01234567, 'BTC')).toBe(1234567);
    expect(toMinorUnits(1e-7, 'BTC')).toBe(10);
    expect(toMinorUnits(15000, 'JPY')).toBe(15000);
    expect(toMinorUnits(2e21, 'JPY')).toBeNull();
  });

  it('never shows more money than there is: extra digits are dropped, not rounded up', () => {
    expect(toMinorUnits(1234.56789, 'JPY')).toBe(1234);
    expect(toMinorUnits(7.129, 'GBP')).toBe(712);
    expect(toMinorUnits(0.30000000000000004, 'EUR')).toBe(30);
    expect(toMinorUnits(-1.231, 'EUR')).toBe(-124);
    expect(toMinorUnits(-0, 'EUR')).toBe(0);
  });

  it.each([NaN, Infinity, -Infinity, 1e300, Number.MAX_SAFE_INTEGER])('refuses %s', (amount) => {
    expect(toMinorUnits(amount, 'EUR')).toBeNull();
  });

  it('yields a safe integer or null for any number', () => {
    fc.assert(
      fc.property(fc.double(), fc.constantFrom('EUR', 'BTC', 'JPY', 'XSC'), (amount, currency) => {
        const minor = toMinorUnits(amount, currency);
        expect(minor === null || Number.isSafeInteger(minor)).toBe(true);
      }),
    );
  });
});

describe('formatMoney', () => {
  it('formats in the player language with the currency decimals', () => {
    expect(formatMoney({ minor: 12550, currency: eur }, 'en')).toBe('€125.50');
    expect(formatMoney({ minor: 12550, currency: eur }, 'es')).toMatch(/^125,50\s€$/);
    expect(formatMoney({ minor: 15000, currency: 'JPY' as CurrencyCode }, 'en')).toBe('¥15,000');
  });

  it('shows bitcoin in milli-bitcoin (WAL-10)', () => {
    expect(formatMoney({ minor: 1234567, currency: 'BTC' as CurrencyCode }, 'en')).toBe('m฿ 12.34567');
    expect(formatMoney({ minor: 150000, currency: 'mBTC' as CurrencyCode }, 'en')).toBe('m฿ 1.50000');
  });

  it('shows an amount without a currency as a bare number', () => {
    expect(formatMoney({ minor: 0, currency: '' as CurrencyCode }, 'en')).toBe('0.00');
  });

  it('keeps every digit of large amounts', () => {
    expect(minorToDecimalString(9007199254740991, 8)).toBe('90071992.54740991');
    expect(minorToDecimalString(-5, 2)).toBe('-0.05');
  });

  it('never shows NaN, whatever the safe amount or currency', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.constantFrom('EUR', 'BTC', 'JPY', 'USDT', 'XSC', 'ABC'), (minor, currency) => {
        expect(formatMoney({ minor, currency: currency as CurrencyCode }, 'en')).not.toMatch(/NaN|Infinity|undefined/);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { formatMinor, formatUnits, playableOf, stakeFromPlayable, unitsOf, unitsOfMinor } from './money.ts';

describe('money', () => {
  it('writes amounts as the platform does, exactly, in the currency\'s decimals and the language', () => {
    expect(formatMinor(2500, 'EUR')).toBe('€25.00');
    expect(formatMinor(1200n, 'JPY')).toBe('¥1,200');
    expect(formatMinor(-100, 'EUR')).toBe('-€1.00');
    expect(formatMinor(Number.MAX_SAFE_INTEGER, 'EUR')).toBe('€90,071,992,547,409.91');
    expect(formatMinor(120050, 'EUR', 'de')).toBe('1.200,50\u00a0€');
    expect(formatMinor(150000, 'BTC')).toBe('BTC\u00a00.00150000');
  });

  it('places a code Intl refuses where the language places a code', () => {
    expect(formatMinor(150000, 'USDT')).toBe('USDT\u00a00.00150000');
    expect(formatMinor(150000, 'USDT', 'de')).toBe('0,00150000\u00a0USDT');
  });

  it('writes a ledger amount rounded to the currency', () => {
    expect(formatUnits(unitsOf('125.5'), 'EUR')).toBe('€125.50');
    expect(formatUnits(unitsOfMinor(50, 'EUR'), 'EUR', 'es')).toBe('0,50\u00a0€');
  });

  it('counts cash and bonus of the currency as playable, and takes a stake from cash first', () => {
    const held = [
      { kind: 'cash', currency: 'EUR', amount: 300n },
      { kind: 'bonus', currency: 'EUR', amount: 200n },
      { kind: 'locked', currency: 'EUR', amount: 1000n },
      { kind: 'cash', currency: 'GBP', amount: 5000n },
    ];
    expect(playableOf(held, 'EUR')).toBe(500n);
    expect(stakeFromPlayable(400n, held, 'EUR')).toEqual({ fromCash: 300n, fromBonus: 100n });
    expect(stakeFromPlayable(100n, held, 'EUR')).toEqual({ fromCash: 100n, fromBonus: 0n });
  });
});

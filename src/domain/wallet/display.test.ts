import { describe, expect, it } from 'vitest';
import { balances } from '../../../tests/support/players';
import { balanceOf } from './balances';
import { balanceDisplayItems, pendingWithdrawal, showWalletHeading } from './display';
import { badgeLabel } from './notifications';

describe('balance display rules', () => {
  it('defaults a missing type to 0 in no currency (WAL-03)', () => {
    expect(balanceOf([], 'Bonus')).toEqual({ type: 'Bonus', amount: { minor: 0, currency: '' } });
  });

  it('shows the balance always and funds only when non-zero (WAL-05, WAL-06)', () => {
    const rows = balanceDisplayItems(balances('EUR', { Playable: 80, Withdrawable: 0, Bonus: 20, Locked: 0, NonPlayableBonus: 5 }));
    expect(rows.map((row) => row.balanceType)).toEqual(['Playable', 'Bonus', 'NonPlayableBonus']);
    expect(rows[1]).toMatchObject({ type: 'fund', condition: 'nonZero', tooltips: ['wallet.bonusTooltip'] });
  });

  it('shows the wallet heading on desktop when known, or when forced (WAL-04)', () => {
    expect(showWalletHeading({ isDesktop: true, amountKnown: true, forced: false })).toBe(true);
    expect(showWalletHeading({ isDesktop: true, amountKnown: false, forced: false })).toBe(false);
    expect(showWalletHeading({ isDesktop: false, amountKnown: true, forced: false })).toBe(false);
    expect(showWalletHeading({ isDesktop: false, amountKnown: false, forced: true })).toBe(true);
  });

  it('has a pending withdrawal only when non-zero (WAL-08)', () => {
    expect(pendingWithdrawal(balances('EUR', { PendingWithdrawal: 0 }))).toBeNull();
    expect(pendingWithdrawal(balances('EUR', { PendingWithdrawal: 50 }))).toEqual({ minor: 5000, currency: 'EUR' });
  });

  it.each([
    [0, null],
    [-3, null],
    [1, '1'],
    [999, '999'],
    [1000, '999+'],
    [1500, '999+'],
  ])('labels %i messages as %s (WAL-11)', (count, label) => {
    expect(badgeLabel(count)).toBe(label);
  });
});

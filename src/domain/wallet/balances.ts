import type { CurrencyCode, Money } from './money';

/** WAL-03 */
export const BALANCE_TYPES = [
  'Bonus',
  'Locked',
  'NonPlayableBonus',
  'PendingWithdrawal',
  'Playable',
  'PlayableCasino',
  'PlayableHorses',
  'PlayablePoker',
  'PlayableSports',
  'Total',
  'Unlocked',
  'Withdrawable',
] as const;

export type BalanceType = (typeof BALANCE_TYPES)[number];

export const isBalanceType = (value: string): value is BalanceType => (BALANCE_TYPES as readonly string[]).includes(value);

export interface BalanceEntry {
  readonly type: BalanceType;
  readonly amount: Money;
}

const EMPTY_CURRENCY = '' as CurrencyCode;

/** WAL-03: a type the platform did not send counts as 0 in no currency. */
export const balanceOf = (entries: readonly BalanceEntry[], type: BalanceType): BalanceEntry =>
  entries.find((entry) => entry.type === type) ?? { type, amount: { minor: 0, currency: EMPTY_CURRENCY } };

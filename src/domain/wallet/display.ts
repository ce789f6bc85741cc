import { balanceOf, type BalanceEntry, type BalanceType } from './balances';
import type { Money } from './money';

export type DisplayItemType = 'balance' | 'fund';
export type FundCondition = 'nonZero';

/** WAL-07: one row of the account menu's wallet. Headings and tooltips are translation keys. */
export type BalanceDisplayItem =
  | { readonly type: 'balance'; readonly balanceType: BalanceType; readonly heading: string; readonly amount: Money; readonly tooltip?: string }
  | {
      readonly type: 'fund';
      readonly balanceType: BalanceType;
      readonly heading: string;
      readonly amount: Money;
      readonly condition: FundCondition;
      readonly tooltips: readonly string[];
    };

export interface WalletHeadingInput {
  readonly isDesktop: boolean;
  readonly amountKnown: boolean;
  readonly forced: boolean;
}

/** WAL-04: the wallet balance heading shows on desktop when the amount is known, or when forced. */
export const showWalletHeading = ({ isDesktop, amountKnown, forced }: WalletHeadingInput): boolean =>
  forced || (isDesktop && amountKnown);

const FUNDS: readonly { readonly type: BalanceType; readonly heading: string }[] = [
  { type: 'Withdrawable', heading: 'wallet.withdrawable' }, // WAL-05
  { type: 'Bonus', heading: 'wallet.bonus' }, // WAL-06
  { type: 'Locked', heading: 'wallet.locked' },
  { type: 'NonPlayableBonus', heading: 'wallet.nonPlayableBonus' },
];

/** The amount the player can play with: Playable, else Total. */
export const walletBalance = (entries: readonly BalanceEntry[]): BalanceEntry =>
  entries.some((entry) => entry.type === 'Playable') ? balanceOf(entries, 'Playable') : balanceOf(entries, 'Total');

/** WAL-05 to WAL-07: the wallet rows, funds shown only when non-zero. */
export const balanceDisplayItems = (entries: readonly BalanceEntry[]): readonly BalanceDisplayItem[] => {
  const main = walletBalance(entries);
  const balance: BalanceDisplayItem = {
    type: 'balance',
    balanceType: main.type,
    heading: 'wallet.balance',
    amount: main.amount,
    tooltip: 'wallet.balanceTooltip',
  };
  const funds = FUNDS.map(({ type, heading }): BalanceDisplayItem => ({
    type: 'fund',
    balanceType: type,
    heading,
    amount: balanceOf(entries, type).amount,
    condition: 'nonZero',
    tooltips: [`${heading}Tooltip`],
  })).filter(isShown);
  return [balance, ...funds];
};

const isShown = (item: BalanceDisplayItem): boolean => item.type === 'balance' || item.amount.minor !== 0;

/** WAL-08 */
export const pendingWithdrawal = (entries: readonly BalanceEntry[]): Money | null => {
  const pending = balanceOf(entries, 'PendingWithdrawal');
  return pending.amount.minor !== 0 ? pending.amount : null;
};

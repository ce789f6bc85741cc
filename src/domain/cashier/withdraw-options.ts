import type { MethodGroup } from './payments';

/** The ways to withdraw besides a card (always offered). */
export interface WithdrawOptions {
  /** `/withdraw/cbt`, bank transfer. */
  readonly bankTransfer: boolean;
  /** `/withdraw/ttp`, send to a player. */
  readonly playerTransfer: boolean;
}

export const BANK_TRANSFER_GROUP = 'CBT';
export const PLAYER_TRANSFER_GROUP = 'TTP';

/** Nothing but a card: what a player is offered while the groups are unknown. */
export const CARD_ONLY: WithdrawOptions = { bankTransfer: false, playerTransfer: false };

/**
 * CASH-04: a bank transfer only when a CBT group exists and the player has linked persona accounts;
 * a transfer to a player when a TTP group exists.
 */
export const withdrawOptionsOf = (groups: readonly MethodGroup[], linkedAccounts: readonly unknown[]): WithdrawOptions => {
  const has = (code: string) => groups.some((group) => group.code.toUpperCase() === code);
  return { bankTransfer: has(BANK_TRANSFER_GROUP) && linkedAccounts.length > 0, playerTransfer: has(PLAYER_TRANSFER_GROUP) };
};

/** The cashier's withdraw pages (the site's paths under `/account/cashier/withdraw`). */
export type WithdrawPage = 'card' | 'cbt' | 'ttp' | 'manage-pending';

export const isOffered = (page: WithdrawPage, options: WithdrawOptions): boolean => {
  if (page === 'cbt') return options.bankTransfer;
  if (page === 'ttp') return options.playerTransfer;
  return true;
};

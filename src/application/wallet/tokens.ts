export const WalletTokens = {
  WalletGateway: Symbol.for('wallet.WalletGateway'),
  NotificationsGateway: Symbol.for('wallet.NotificationsGateway'),
  WalletService: Symbol.for('wallet.WalletService'),
  NotificationService: Symbol.for('wallet.NotificationService'),
  AccountMenuService: Symbol.for('wallet.AccountMenuService'),
} as const;

/** WAL-02 */
export const BALANCE_REFRESH_MS = 30_000;
/** Not stated by the spec; the same rhythm as balances (docs/decisions.md). */
export const NOTIFICATIONS_REFRESH_MS = 30_000;

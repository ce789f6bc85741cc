import type { WithdrawPage } from './withdraw-options';

/** Which cashier page a site path shows (CASH-01): a deposit, or one of the ways to withdraw. */
export type CashierPage = { readonly operation: 'deposit' } | { readonly operation: 'withdraw'; readonly page: Exclude<WithdrawPage, 'manage-pending'> };

export const CASHIER_ROOT = '/account/cashier';

/**
 * The cashier page of a path under `/account/cashier`; the legacy application's own steps below a
 * page (`/deposit/confirm/{id}`) belong to that page. Anything else is not a cashier page (null).
 */
export const cashierPageOf = (sitePath: string): CashierPage | null => {
  if (!sitePath.startsWith(`${CASHIER_ROOT}/`)) return null;
  const [operation, page, ...rest] = sitePath.slice(CASHIER_ROOT.length + 1).replace(/\/+$/, '').split('/');
  if (operation === 'deposit') return page === undefined || (page === 'confirm' && rest.length === 1) ? { operation: 'deposit' } : null;
  if (operation !== 'withdraw' || rest.length > 0) return null;
  if (page === undefined) return { operation: 'withdraw', page: 'card' };
  return page === 'cbt' || page === 'ttp' ? { operation: 'withdraw', page } : null;
};

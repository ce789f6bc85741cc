import type { WithdrawPage } from './withdraw-options';

/** The legacy cashier's deposit pages, one per method (CSH-01): `/deposit`, `/deposit/bank`, `/deposit/ewallet`. */
export type DepositMethodPage = 'card' | 'bank' | 'ewallet';

/** Which cashier page a site path shows (CASH-01): a deposit by one of the methods, or one of the ways to withdraw. */
export type CashierPage =
  | { readonly operation: 'deposit'; readonly method: DepositMethodPage }
  | { readonly operation: 'withdraw'; readonly page: Exclude<WithdrawPage, 'manage-pending'> };

export const CASHIER_ROOT = '/account/cashier';

/**
 * The cashier page of a path under `/account/cashier`; the legacy application's own steps below a
 * page (`/deposit/confirm/{id}`, a card's confirmation) belong to that page. Anything else is not a cashier page (null).
 */
export const cashierPageOf = (sitePath: string): CashierPage | null => {
  if (!sitePath.startsWith(`${CASHIER_ROOT}/`)) return null;
  const [operation, page, ...rest] = sitePath.slice(CASHIER_ROOT.length + 1).replace(/\/+$/, '').split('/');
  if (operation === 'deposit') {
    if (page === undefined || (page === 'confirm' && rest.length === 1)) return { operation: 'deposit', method: 'card' };
    return (page === 'bank' || page === 'ewallet') && rest.length === 0 ? { operation: 'deposit', method: page } : null;
  }
  if (operation !== 'withdraw' || rest.length > 0) return null;
  if (page === undefined) return { operation: 'withdraw', page: 'card' };
  return page === 'cbt' || page === 'ttp' ? { operation: 'withdraw', page } : null;
};

import { useMemo } from 'react';
import type { MonthlyStatementService } from '../../application/cashier/monthly-statement-service';
import type { PendingWithdrawalsService } from '../../application/cashier/pending-withdrawals-service';
import { CashierTokens } from '../../application/cashier/tokens';
import type { TransactionHistoryService } from '../../application/cashier/transaction-history-service';
import type { WithdrawOptionsService } from '../../application/cashier/withdraw-options-service';
import type { LoadState } from '../../application/shared/load-state';
import { filterFromSearch, filterToSearch, type HistoryFilter, type HistoryPage, type Withdrawal, type WithdrawOptions } from '../../domain/cashier';
import { useService } from '../shared/container';
import { useObservable } from '../shared/use-observable';

export const useWithdrawOptionsService = () => useService<WithdrawOptionsService>(CashierTokens.WithdrawOptionsService);

/** CASH-04: the ways to withdraw this player is offered (null while logged out). */
export const useWithdrawOptions = (): LoadState<WithdrawOptions> | null => useObservable(useWithdrawOptionsService().options$, null);

export const usePendingWithdrawalsService = () => useService<PendingWithdrawalsService>(CashierTokens.PendingWithdrawalsService);

export const usePendingWithdrawals = (): LoadState<readonly Withdrawal[]> | null => useObservable(usePendingWithdrawalsService().pending$, null);

export const useTransactionHistoryService = () => useService<TransactionHistoryService>(CashierTokens.TransactionHistoryService);

/** The history page for `filter`, asked again when the filter (or `attempt`, a retry) changes. */
export const useHistoryPage = (filter: HistoryFilter, attempt: number): LoadState<HistoryPage> | null => {
  const service = useTransactionHistoryService();
  // The filter's address, not its identity, makes the request; a new attempt is a new request too.
  const address = filterToSearch(filter);
  const request = useMemo(() => ({ filter: filterFromSearch(new URLSearchParams(address)), attempt }), [address, attempt]);
  const page$ = useMemo(() => service.page$(request.filter), [service, request]);
  return useObservable(page$, null);
};

export const useMonthlyStatementService = () => useService<MonthlyStatementService>(CashierTokens.MonthlyStatementService);

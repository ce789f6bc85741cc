import type { Either } from 'fp-ts/Either';
import type { SessionId } from '../session';
import type { GatewayError } from '../shared/gateway-error';
import type { HistoryFilter, HistoryPage } from './history';
import type { MethodGroup, MethodGroupQuery, PaymentProfile } from './payments';
import type { MonthlyStatement } from './statement';
import type { ReversalError, Withdrawal } from './withdrawals';

export interface PaymentProfileGateway {
  /** CASH-02 */
  info(session: SessionId, signal?: AbortSignal): Promise<Either<GatewayError, PaymentProfile>>;
}

export interface MethodGroupsGateway {
  /** CASH-03 */
  groups(query: MethodGroupQuery, signal?: AbortSignal): Promise<Either<GatewayError, readonly MethodGroup[]>>;
}

export interface WithdrawalsGateway {
  /** CASH-05: the player's pending withdrawals, newest first. */
  pending(session: SessionId, signal?: AbortSignal): Promise<Either<GatewayError, readonly Withdrawal[]>>;
  /** Cancels a pending withdrawal: the money returns to the withdrawable balance. Retrying answers the first result. */
  reverse(session: SessionId, withdrawalId: string): Promise<Either<ReversalError, Withdrawal>>;
}

export interface TransactionHistoryGateway {
  page(session: SessionId, filter: HistoryFilter, signal?: AbortSignal): Promise<Either<GatewayError, HistoryPage>>;
  /** Where the browser downloads every line the filter matches, as CSV. */
  csvUrl(session: SessionId, filter: Omit<HistoryFilter, 'page'>): string;
}

export interface MonthlyStatementGateway {
  /** SG-11: deposits, withdrawals and net position of the last `months` calendar months, newest first. */
  statement(session: SessionId, months: number, signal?: AbortSignal): Promise<Either<GatewayError, MonthlyStatement>>;
}

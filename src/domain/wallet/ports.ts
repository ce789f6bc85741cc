import type { Either } from 'fp-ts/Either';
import type { SessionId } from '../session';
import type { GatewayError } from '../shared/gateway-error';
import type { BalanceEntry } from './balances';
import type { NotificationSummary } from './notifications';

export interface WalletGateway {
  balances(session: SessionId, signal?: AbortSignal): Promise<Either<GatewayError, readonly BalanceEntry[]>>;
}

export interface NotificationsGateway {
  summary(session: SessionId, signal?: AbortSignal): Promise<Either<GatewayError, NotificationSummary>>;
}

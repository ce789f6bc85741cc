import type { InMemoryPlatform } from '../shared/in-memory-platform';
import { inMemory } from '../shared/in-memory';
import { InfrastructureTokens } from '../shared/tokens';
import type { CashierGateways } from './cashier.module';
import { InMemoryMethodGroupsGateway } from './in-memory-method-groups-gateway';
import { InMemoryMonthlyStatementGateway } from './in-memory-monthly-statement-gateway';
import { InMemoryPaymentProfileGateway } from './in-memory-payment-profile-gateway';
import { InMemoryTransactionHistoryGateway } from './in-memory-transaction-history-gateway';
import { InMemoryWithdrawalsGateway } from './in-memory-withdrawals-gateway';

export const cashierInMemory: CashierGateways = {
  paymentProfile: inMemory(InMemoryPaymentProfileGateway),
  // No session on this path: nothing to report a refusal to.
  methodGroups: (context) => new InMemoryMethodGroupsGateway(context.get<InMemoryPlatform>(InfrastructureTokens.InMemoryPlatform)),
  withdrawals: inMemory(InMemoryWithdrawalsGateway),
  history: inMemory(InMemoryTransactionHistoryGateway),
  statement: inMemory(InMemoryMonthlyStatementGateway),
};

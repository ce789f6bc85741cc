import { ContainerModule } from 'inversify';
import { PendingWithdrawalsService } from '../../application/cashier/pending-withdrawals-service';
import { MonthlyStatementService } from '../../application/cashier/monthly-statement-service';
import { CashierTokens } from '../../application/cashier/tokens';
import { TransactionHistoryService } from '../../application/cashier/transaction-history-service';
import { WithdrawOptionsService } from '../../application/cashier/withdraw-options-service';
import type { MethodGroupsGateway, MonthlyStatementGateway, PaymentProfileGateway, TransactionHistoryGateway, WithdrawalsGateway } from '../../domain/cashier';
import type { AdapterFactory } from '../shared/adapter-factory';

export interface CashierGateways {
  readonly paymentProfile: AdapterFactory<PaymentProfileGateway>;
  readonly methodGroups: AdapterFactory<MethodGroupsGateway>;
  readonly withdrawals: AdapterFactory<WithdrawalsGateway>;
  readonly history: AdapterFactory<TransactionHistoryGateway>;
  readonly statement: AdapterFactory<MonthlyStatementGateway>;
}

export const cashierModule = (gateways: CashierGateways) =>
  new ContainerModule(({ bind }) => {
    bind<PaymentProfileGateway>(CashierTokens.PaymentProfileGateway).toDynamicValue(gateways.paymentProfile).inSingletonScope();
    bind<MethodGroupsGateway>(CashierTokens.MethodGroupsGateway).toDynamicValue(gateways.methodGroups).inSingletonScope();
    bind<WithdrawalsGateway>(CashierTokens.WithdrawalsGateway).toDynamicValue(gateways.withdrawals).inSingletonScope();
    bind<TransactionHistoryGateway>(CashierTokens.TransactionHistoryGateway).toDynamicValue(gateways.history).inSingletonScope();
    bind(CashierTokens.WithdrawOptionsService).to(WithdrawOptionsService).inSingletonScope();
    bind(CashierTokens.PendingWithdrawalsService).to(PendingWithdrawalsService).inSingletonScope();
    bind(CashierTokens.TransactionHistoryService).to(TransactionHistoryService).inSingletonScope();
    bind<MonthlyStatementGateway>(CashierTokens.MonthlyStatementGateway).toDynamicValue(gateways.statement).inSingletonScope();
    bind(CashierTokens.MonthlyStatementService).to(MonthlyStatementService).inSingletonScope();
  });

import { overHttp } from '../shared/over-http';
import type { CashierGateways } from './cashier.module';
import { HttpMethodGroupsGateway } from './http-method-groups-gateway';
import { HttpMonthlyStatementGateway } from './http-monthly-statement-gateway';
import { HttpPaymentProfileGateway } from './http-payment-profile-gateway';
import { HttpTransactionHistoryGateway } from './http-transaction-history-gateway';
import { HttpWithdrawalsGateway } from './http-withdrawals-gateway';

export const cashierOverHttp: CashierGateways = {
  paymentProfile: overHttp(HttpPaymentProfileGateway),
  methodGroups: overHttp(HttpMethodGroupsGateway),
  withdrawals: overHttp(HttpWithdrawalsGateway),
  history: overHttp(HttpTransactionHistoryGateway),
  statement: overHttp(HttpMonthlyStatementGateway),
};

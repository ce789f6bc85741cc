export const CashierTokens = {
  PaymentProfileGateway: Symbol.for('cashier.PaymentProfileGateway'),
  MethodGroupsGateway: Symbol.for('cashier.MethodGroupsGateway'),
  WithdrawalsGateway: Symbol.for('cashier.WithdrawalsGateway'),
  TransactionHistoryGateway: Symbol.for('cashier.TransactionHistoryGateway'),
  WithdrawOptionsService: Symbol.for('cashier.WithdrawOptionsService'),
  PendingWithdrawalsService: Symbol.for('cashier.PendingWithdrawalsService'),
  TransactionHistoryService: Symbol.for('cashier.TransactionHistoryService'),
  MonthlyStatementGateway: Symbol.for('cashier.MonthlyStatementGateway'),
  MonthlyStatementService: Symbol.for('cashier.MonthlyStatementService'),
} as const;

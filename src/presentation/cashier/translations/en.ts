export const en = {
  cashier: {
    depositTitle: 'Deposit',
    withdrawTitle: 'Withdraw',
    unavailable: 'The cashier is not connected on this site yet. Please contact support for deposits and withdrawals.',
  },
};

export type CashierMessages = typeof en;

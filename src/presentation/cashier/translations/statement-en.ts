/** SG-11: the monthly statement on the transaction history page. */
export const statementEn = {
  title: 'Monthly statement',
  explained:
    'Money in and out of your account each month, and your net position: what you won minus what you staked with real money. Cancelled withdrawals count as deposits; rejected withdrawals are left out.',
  loading: 'Loading your statement…',
  failed: 'We could not load your statement.',
  empty: 'No statement yet.',
  month: 'Month',
  deposits: 'Deposits',
  withdrawals: 'Withdrawals',
  netPosition: 'Net position',
};

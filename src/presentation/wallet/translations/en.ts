export const en = {
  wallet: {
    balance: 'Balance',
    balanceTooltip: 'The money you can play with now.',
    withdrawable: 'Withdrawable',
    withdrawableTooltip: 'The part of your balance you can withdraw.',
    bonus: 'Bonus',
    bonusTooltip: 'Bonus money, playable under the bonus terms.',
    bonusLink: 'Bonus wagering progress',
    locked: 'Locked',
    lockedTooltip: 'Money held until its wagering conditions are met.',
    nonPlayableBonus: 'Pending bonus',
    nonPlayableBonusTooltip: 'Bonus money that becomes playable once its conditions are met.',
    loading: 'Loading balance…',
    stale: 'Balance may be out of date: we are trying to refresh it.',
    unavailable: 'Balance unavailable',
    deposit: 'Deposit',
    withdraw: 'Withdraw',
    pendingWithdrawal: 'You have a pending withdrawal of {{amount}}.',
    managePending: 'Manage pending withdrawals',
  },
  notifications: {
    label: 'Messages',
    unread_one: '{{count}} unread message',
    unread_other: '{{count}} unread messages',
    capped: 'More than 999 unread messages',
  },
  account: {
    menu: 'Account menu',
    title: 'My account',
    historyLink: 'Transaction history',
    greeting: 'Hello, {{name}}',
    email: 'Email',
    currency: 'Currency',
  },
};

export type WalletMessages = typeof en;

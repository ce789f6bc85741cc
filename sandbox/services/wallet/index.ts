/**
 * The wallet service's public face: what other services, the composition root (app.ts, server.ts), the
 * test-control API, the seed and the test support may use. Its plugin is registered by app.ts; everything
 * else in this folder is its own (the dependency rule `sandbox-services-meet-through-index` says so).
 */
export { copyBalances, listBalances, moveBalancesTo, playableUnits, replaceBalances, type Balance } from './balances.ts';
export { settleRealMoneyRound } from './game-bets.ts';
export { bonusOffers, expireDueBonus, forfeitBonus, grantBonus, hasDueBonus, playerBonuses, walletCurrency, type BonusOffer, type BonusState, type OptInRefusal, type PlayerBonus } from './bonuses.ts';
export { ledgerHistory } from './ledger-history.ts';
export { accountId, heldByPlayer, houseAccount, lockForStake, lockOpening, noPostingParameters, playerAccount, postingParameters, postTransaction, runningBalanceMismatches, type HeldAmount, type LockedAccounts, type TransactionKind, type TransactionToPost } from './ledger.ts';
export { periodSumMismatches, sumOfKinds, sumsByKind, type PeriodSumMismatch, type SumWindow, type SumsByKind } from './period-sums.ts';

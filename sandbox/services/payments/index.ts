/**
 * The payments service's public face: what other services, the composition root (app.ts, server.ts), the
 * test-control API, the seed and the test support may use. Its plugin is registered by app.ts; everything
 * else in this folder is its own (the dependency rule `sandbox-services-meet-through-index` says so).
 */
export { allJurisdictions, defaultJurisdiction, readJurisdictionChanges } from './jurisdictions.ts';
export { copyLinkedAccounts, linkedAccountsOf, replaceLinkedAccounts, type LinkedAccount } from './linked-accounts.ts';
export { sendFieldErrors } from './money-request.ts';
export { jurisdictionOf, paymentPlayer, updateJurisdiction, type JurisdictionSettings } from './payment-players.ts';
export { readWithdrawalStatus, type QueryString } from './payment-queries.ts';
export { resetJurisdictions, seededJurisdictions, seedPlayerPayments } from './payment-seed.ts';
export { endWithdrawal, findOperatorWithdrawal, listAllWithdrawals, lockOwnerOf, withdrawalView, type OperatorWithdrawalRow, type WithdrawalEnding } from './withdrawals.ts';

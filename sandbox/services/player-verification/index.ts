/**
 * The player-verification service's public face: what other services, the composition root (app.ts, server.ts), the
 * test-control API, the seed and the test support may use. Its plugin is registered by app.ts; everything
 * else in this folder is its own (the dependency rule `sandbox-services-meet-through-index` says so).
 */
export { checkCounted, codeCheckReply, isOperation, operationBlockedUntilMs, operations, operationStatus, setOperationBlock, type Operation, type Reply } from './confirmation-codes.ts';
export { readPhoneNumber, type PhoneNumber } from './phone-number.ts';
export { phoneNumberPattern, phonePrefixPattern } from './player-phones.ts';
export { appliedOperationTotpRefusal, operationTotpApplies, operationTotpRefusal } from './two-factor-operations.ts';
export { revealSecret, setTwoFactorStatus, storedStatus, storedTwoFactorStatuses, totpCheck, type StoredTwoFactorStatus } from './two-factor-store.ts';

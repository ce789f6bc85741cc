/**
 * The login service's public face: what other services, the composition root (app.ts, server.ts), the
 * test-control API, the seed and the test support may use. Its plugin is registered by app.ts; everything
 * else in this folder is its own (the dependency rule `sandbox-services-meet-through-index` says so).
 */
export { clearRequiredAction, copyAccount, deleteAccount, findAccountById, findAccountByUsername, hasPinCode, insertAccount, lockAccount, setTotpLogin, usernamesOf, mfaMethods, normaliseUsername, requiredActionShapes, setPinHash, updateAccount, type AccountRow, type MfaMethod, type RequiredActionShape } from './accounts.ts';
export { consumeActionToken, findLiveActionToken, issueActionToken } from './action-tokens.ts';
export { allSources, clearAllFailures, findFailures, listFailures, setFailures } from './login-failures.ts';
export { loggedIn } from './login-replies.ts';
export { defaultLoginRateLimit, LoginThrottle, parseLoginRateLimit, roomyLoginRateLimit, sendTooManyRequests, type LoginRateLimit } from './login-throttle.ts';
export { checkSession, secondsLoggedIn, sessionIdleLimitMs, sessionLookup, sessionStarts, startSession, touchSession, touchSessionByHash } from './sessions.ts';
export { emailsSince, listOutbox, writeEmail, writeSms, type OutboxMessage } from './sms-outbox.ts';

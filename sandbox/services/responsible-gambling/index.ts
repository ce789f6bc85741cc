/**
 * The responsible-gambling service's public face: what other services, the composition root (app.ts, server.ts), the
 * test-control API, the seed and the test support may use. Its plugin is registered by app.ts; everything
 * else in this folder is its own (the dependency rule `sandbox-services-meet-through-index` says so).
 */
export { exclusionAnswer, exclusionRefusal, launchExclusionRefusal, type ExcludedBody } from './exclusion-enforcement.ts';
export { exclusionInForce } from './exclusions-store.ts';
export { limitRefusal, movementRefusal, type LimitExceededBody } from './limit-enforcement.ts';
export { limitJurisdictionOf } from './limit-jurisdiction.ts';
export { periodWindow, type PeriodWindow } from './limit-periods.ts';
export { sessionTimeLimitBody, sessionTimeLimitSetOf, sessionTimeReached } from './session-time-limit.ts';
export { identityKeys, type Identity } from './identity-keys.ts';
export {
  applyRegisteredExclusion,
  identityMissingSql,
  identityPhoneChanged,
  latestRegisterMatches,
  recordIdentity,
  registerEntriesInForce,
  signUpRegisterMatch,
  type RegisterMatchListing,
} from './self-exclusion-register.ts';

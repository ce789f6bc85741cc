/**
 * The game-provider service's public face: what other services, the composition root (app.ts, server.ts), the
 * test-control API, the seed and the test support may use. Its plugin is registered by app.ts; everything
 * else in this folder is its own (the dependency rule `sandbox-services-meet-through-index` says so).
 */
export { type RandomInt, seededRandomInt } from './random.ts';
export { practiceStartingBalance } from './stakes.ts';
export { roundDetails } from './rounds.ts';

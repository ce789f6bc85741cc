/**
 * The content service's public face: what other services, the composition root (app.ts, server.ts), the
 * test-control API, the seed and the test support may use. Its plugin is registered by app.ts; everything
 * else in this folder is its own (the dependency rule `sandbox-services-meet-through-index` says so).
 */
export { jsonAnswer, sendCached } from './cached-answer.ts';
export { catalogue, findGame, type CatalogueGame, type GameKind, type Language } from './catalogue.ts';
export { hasBucket, seedContentPages } from './content-pages.ts';
export { defaultContentPage } from './default-content-page.ts';
export { stakeStepsMinor } from './stakes.ts';

/**
 * The help service's public face: what other services, the composition root (app.ts, server.ts), the
 * test-control API, the seed and the test support may use. Its plugin is registered by app.ts; everything
 * else in this folder is its own (the dependency rule `sandbox-services-meet-through-index` says so).
 */
export { helpContentPage } from './help-centre.ts';
export { defaultHelpCategories } from './default-help-categories.ts';
export { feedbackCounts, type FeedbackCount } from './help-feedback.ts';

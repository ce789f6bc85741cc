/**
 * The player-messages service's public face: what other services, the composition root (app.ts, server.ts), the
 * test-control API, the seed and the test support may use. Its plugin is registered by app.ts; everything
 * else in this folder is its own (the dependency rule `sandbox-services-meet-through-index` says so).
 */
export { seedInbox, sendMessage, setInboxCounts } from './inbox-arrangements.ts';
export { copyMessages, countMessages, isMessageCategory, messageCategories, type MessageBody, type MessageCategory, type MessageCounts } from './messages-store.ts';
export type { InboxShape } from './seeded-messages.ts';

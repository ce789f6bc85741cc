import type { Queryable } from '../../kernel/database/database.ts';
import { countInState, insertMessages, messageBody, removeOldest, type MessageBody, type MessageCategory, type MessageState } from './messages-store.ts';
import { seededMessages, type InboxShape } from './seeded-messages.ts';

/** A demo player's inbox: that many unread, read and deleted messages of the seeded kind. */
export async function seedInbox(db: Queryable, playerId: number, shape: InboxShape, nowMs: number): Promise<void> {
  await insertMessages(db, playerId, seededMessages(shape, nowMs));
}

/** The operator sends a player a message (the console); it arrives unread, now. */
export async function sendMessage(db: Queryable, playerId: number, message: { category: MessageCategory; title: string; body: string }, nowMs: number): Promise<MessageBody> {
  const [row] = await insertMessages(db, playerId, [{ ...message, sentAt: new Date(nowMs) }]);
  if (row === undefined) throw new Error('INSERT returned no message');
  return messageBody(row);
}

/**
 * The control API's counts: each state given gets exactly that many messages, new ones (of the
 * seeded kind, sent now) added or the oldest removed.
 */
export async function setInboxCounts(db: Queryable, playerId: number, counts: Partial<InboxShape>, nowMs: number): Promise<void> {
  for (const state of ['unread', 'read', 'deleted'] as const satisfies readonly MessageState[]) {
    const wanted = counts[state];
    if (wanted === undefined) continue;
    const current = await countInState(db, playerId, state);
    if (current > wanted) await removeOldest(db, playerId, state, current - wanted);
    if (current < wanted) {
      const shape = { unread: 0, read: 0, deleted: 0, [state]: wanted - current };
      await insertMessages(db, playerId, seededMessages(shape, nowMs));
    }
  }
}

import type { Queryable } from '../../kernel/database/database.ts';
import { countMessages } from '../player-messages/index.ts';

export interface NotificationsSummary {
  acknowledged: number;
  deleted: number;
  numberOfMessages: number;
}

/**
 * WAL-11's counts, from the player's messages as they see them now: numberOfMessages (the badge) is
 * the unread ones, acknowledged the read ones, deleted the deleted ones (docs/decisions.md, "Inbox").
 */
export async function findSummary(db: Queryable, playerId: number, nowMs: number): Promise<NotificationsSummary> {
  const counts = await countMessages(db, playerId, nowMs);
  return { acknowledged: counts.read, deleted: counts.deleted, numberOfMessages: counts.unread };
}

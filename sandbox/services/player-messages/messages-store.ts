import type { Queryable } from '../../kernel/database/database.ts';
import { exclusionInForce } from '../responsible-gambling/index.ts';
import type { MessageCursor } from './message-cursor.ts';

export const messageCategories = ['account', 'promotion', 'safer-gambling'] as const;
export type MessageCategory = (typeof messageCategories)[number];

export const isMessageCategory = (value: unknown): value is MessageCategory => messageCategories.some((category) => category === value);

export interface MessageRow {
  id: number;
  category: MessageCategory;
  title: string;
  body: string;
  sent_at: Date;
  read_at: Date | null;
}

/** A message as the platform answers it. */
export interface MessageBody {
  id: string;
  category: MessageCategory;
  title: string;
  body: string;
  sentAt: string;
  readAt: string | null;
}

export interface NewMessage {
  category: MessageCategory;
  title: string;
  body: string;
  sentAt: Date;
  readAt?: Date | null;
  deletedAt?: Date | null;
}

export const messageBody = (row: MessageRow): MessageBody => ({
  id: String(row.id),
  category: row.category,
  title: row.title,
  body: row.body,
  sentAt: row.sent_at.toISOString(),
  readAt: row.read_at?.toISOString() ?? null,
});

/**
 * The messages the player may see now: not deleted, and no promotion while a time-out or a
 * self-exclusion is in force (an offer to gamble is the last thing a break should bring).
 */
async function visibleClause(db: Queryable, playerId: number, nowMs: number): Promise<string> {
  const onBreak = (await exclusionInForce(db, playerId, nowMs)) !== null;
  return `player_id = $1 AND deleted_at IS NULL${onBreak ? " AND category <> 'promotion'" : ''}`;
}

export interface MessagePage {
  messages: MessageRow[];
  next: MessageCursor | null;
}

/** One page, newest first, after the cursor (the last message of the page before). */
export async function listMessages(db: Queryable, playerId: number, nowMs: number, after: MessageCursor | null, limit: number): Promise<MessagePage> {
  const visible = await visibleClause(db, playerId, nowMs);
  const keyset = after === null ? '' : ' AND (sent_at, id) < ($3, $4)';
  const result = await db.query<MessageRow>(
    `SELECT id, category, title, body, sent_at, read_at FROM player_messages WHERE ${visible}${keyset}
     ORDER BY sent_at DESC, id DESC LIMIT $2`,
    after === null ? [playerId, limit + 1] : [playerId, limit + 1, new Date(after.sentAtMs), after.id],
  );
  const messages = result.rows.slice(0, limit);
  const last = messages.at(-1);
  return { messages, next: result.rows.length > limit && last !== undefined ? { sentAtMs: last.sent_at.getTime(), id: last.id } : null };
}

/** The player's message of that id, if they may see it; never another player's. */
export async function findMessage(db: Queryable, playerId: number, messageId: number, nowMs: number): Promise<MessageRow | null> {
  const result = await db.query<MessageRow>(
    `SELECT id, category, title, body, sent_at, read_at FROM player_messages WHERE ${await visibleClause(db, playerId, nowMs)} AND id = $2`,
    [playerId, messageId],
  );
  return result.rows[0] ?? null;
}

/** Marks the message read (once: the first reading's time stays); false when the player has no such message. */
export async function markRead(db: Queryable, playerId: number, messageId: number, nowMs: number): Promise<boolean> {
  const result = await db.query(
    `UPDATE player_messages SET read_at = COALESCE(read_at, $3) WHERE ${await visibleClause(db, playerId, nowMs)} AND id = $2 RETURNING id`,
    [playerId, messageId, new Date(nowMs)],
  );
  return result.rows.length > 0;
}

/** Marks every message the player sees read; how many were unread. */
export async function markAllRead(db: Queryable, playerId: number, nowMs: number): Promise<number> {
  const result = await db.query(
    `UPDATE player_messages SET read_at = $2 WHERE ${await visibleClause(db, playerId, nowMs)} AND read_at IS NULL RETURNING id`,
    [playerId, new Date(nowMs)],
  );
  return result.rows.length;
}

/** Deletes the message; false when the player has no such message. */
export async function deleteMessage(db: Queryable, playerId: number, messageId: number, nowMs: number): Promise<boolean> {
  const result = await db.query(
    `UPDATE player_messages SET deleted_at = $3 WHERE ${await visibleClause(db, playerId, nowMs)} AND id = $2 RETURNING id`,
    [playerId, messageId, new Date(nowMs)],
  );
  return result.rows.length > 0;
}

export interface MessageCounts {
  /** Seen and read. */
  read: number;
  /** Seen and not read yet: the badge's count. */
  unread: number;
  deleted: number;
}

/** The counts of what the player sees now (a break hides promotions from them too). */
export async function countMessages(db: Queryable, playerId: number, nowMs: number): Promise<MessageCounts> {
  const visible = await visibleClause(db, playerId, nowMs);
  const result = await db.query<{ read: number; unread: number; deleted: number }>(
    `SELECT count(*) FILTER (WHERE ${visible} AND read_at IS NOT NULL)::int AS read,
            count(*) FILTER (WHERE ${visible} AND read_at IS NULL)::int AS unread,
            count(*) FILTER (WHERE deleted_at IS NOT NULL)::int AS deleted
     FROM player_messages WHERE player_id = $1`,
    [playerId],
  );
  const row = result.rows[0];
  return { read: row?.read ?? 0, unread: row?.unread ?? 0, deleted: row?.deleted ?? 0 };
}

/** Writes messages in one statement (a seeded inbox holds 1,500). */
export async function insertMessages(db: Queryable, playerId: number, messages: readonly NewMessage[]): Promise<MessageRow[]> {
  if (messages.length === 0) return [];
  const result = await db.query<MessageRow>(
    `INSERT INTO player_messages (player_id, category, title, body, sent_at, read_at, deleted_at)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::timestamptz[], $7::timestamptz[])
     RETURNING id, category, title, body, sent_at, read_at`,
    [
      playerId,
      messages.map((message) => message.category),
      messages.map((message) => message.title),
      messages.map((message) => message.body),
      messages.map((message) => message.sentAt),
      messages.map((message) => message.readAt ?? null),
      messages.map((message) => message.deletedAt ?? null),
    ],
  );
  return result.rows;
}

/** A copy of one player's messages, states and times included, for another (the control API's templates). */
export async function copyMessages(db: Queryable, fromPlayerId: number, toPlayerId: number): Promise<void> {
  await db.query(
    `INSERT INTO player_messages (player_id, category, title, body, sent_at, read_at, deleted_at)
     SELECT $2, category, title, body, sent_at, read_at, deleted_at FROM player_messages WHERE player_id = $1 ORDER BY id`,
    [fromPlayerId, toPlayerId],
  );
}

const stateClause = { unread: 'deleted_at IS NULL AND read_at IS NULL', read: 'deleted_at IS NULL AND read_at IS NOT NULL', deleted: 'deleted_at IS NOT NULL' } as const;
export type MessageState = keyof typeof stateClause;

/** How many of the player's messages (hidden or not) are in that state. */
export async function countInState(db: Queryable, playerId: number, state: MessageState): Promise<number> {
  const result = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM player_messages WHERE player_id = $1 AND ${stateClause[state]}`, [playerId]);
  return result.rows[0]?.count ?? 0;
}

/** Removes the oldest `count` messages in that state (the control API's counts going down). */
export async function removeOldest(db: Queryable, playerId: number, state: MessageState, count: number): Promise<void> {
  await db.query(
    `DELETE FROM player_messages WHERE id IN (
       SELECT id FROM player_messages WHERE player_id = $1 AND ${stateClause[state]} ORDER BY sent_at, id LIMIT $2)`,
    [playerId, count],
  );
}

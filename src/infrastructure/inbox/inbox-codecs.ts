import { isRight } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { InboxMessage, InboxPage, MessageCategory, MessageId } from '../../domain/inbox';
import { BoundedArray, BoundedString, Count, optional } from '../shared/codecs';

/** An instant as the platform writes it (ISO 8601), read as a `Date`; anything unreadable fails. */
const Instant = new t.Type<Date, string, unknown>(
  'Instant',
  (u): u is Date => u instanceof Date,
  (u, context) => {
    const date = typeof u === 'string' && u.length <= 64 ? new Date(u) : null;
    return date === null || Number.isNaN(date.getTime()) ? t.failure(u, context) : t.success(date);
  },
  (date) => date.toISOString(),
);

/** The categories this site shows by name (kept here, not imported, so the adapters' chunk needs no other). */
const KNOWN_CATEGORIES: readonly MessageCategory[] = ['account', 'promotion', 'safer-gambling'];

const MessageIdText = t.refinement(BoundedString(64), (id) => /^[A-Za-z0-9_-]+$/.test(id), 'MessageId');

const MessageBody = t.type({
  id: MessageIdText,
  category: t.string,
  title: BoundedString(500),
  body: BoundedString(20_000),
  sentAt: Instant,
  readAt: optional(Instant),
});

const PageBody = t.type({
  messages: BoundedArray(t.unknown, 100),
  nextCursor: optional(BoundedString(200)),
  unread: Count,
  total: Count,
});

const categoryOf = (category: string): MessageCategory => KNOWN_CATEGORIES.find((known) => known === category) ?? 'other';

/** One message, field by field; null when it is not one (a blank title, a bad date, an id that is not one). */
export const decodeMessage = (value: unknown): InboxMessage | null => {
  const decoded = MessageBody.decode(value);
  if (!isRight(decoded) || decoded.right.title.trim() === '') return null;
  const message = decoded.right;
  return { id: message.id as MessageId, category: categoryOf(message.category), title: message.title, body: message.body, sentAt: message.sentAt, readAt: message.readAt ?? null };
};

/** A page; a message in it that is not one is left out rather than losing the page. Null when the page itself is not one. */
export const decodePage = (value: unknown): InboxPage | null => {
  const decoded = PageBody.decode(value);
  if (!isRight(decoded)) return null;
  const page = decoded.right;
  const messages = page.messages.map(decodeMessage).filter((message): message is InboxMessage => message !== null);
  return { messages, nextCursor: page.nextCursor === '' ? null : (page.nextCursor ?? null), unread: page.unread, total: page.total };
};

import { left, right, type Either } from 'fp-ts/Either';
import type { InboxGateway, InboxMessage, InboxPage, MessageId } from '../../domain/inbox';
import type { SessionId, SessionRejectionReporter } from '../../domain/session';
import { httpError, type GatewayError } from '../../domain/shared/gateway-error';
import type { InMemoryPlatform, InMemoryPlayer } from '../shared/in-memory-platform';

const NOT_FOUND = httpError(404, 'Nothing is here.', 'NOT_FOUND');
const unread = (message: InboxMessage): boolean => message.readAt === null;
/** Read when it was sent: a fake keeps no clock; the platform records the real moment. */
const read = (message: InboxMessage): InboxMessage => ({ ...message, readAt: message.readAt ?? message.sentAt });

/** The inbox over the in-memory platform: its messages, paged by position; a message the player does not have is a 404. */
export class InMemoryInboxGateway implements InboxGateway {
  constructor(
    private readonly platform: InMemoryPlatform,
    private readonly rejections: SessionRejectionReporter,
  ) {}

  async page(session: SessionId, cursor: string | null, limit: number): Promise<Either<GatewayError, InboxPage>> {
    return this.platform.authorised({ operation: 'inboxPage', session, body: { cursor, limit } }, this.rejections, (player) => {
      const messages = this.platform.inbox.messagesOf(player.username);
      const start = cursor === null ? 0 : Number(cursor);
      const page = messages.slice(start, start + limit);
      const next = messages.slice(start + limit).length === 0 ? null : String(start + limit);
      return { messages: page, nextCursor: next, unread: messages.filter(unread).length, total: messages.length };
    });
  }

  async message(session: SessionId, id: MessageId): Promise<Either<GatewayError, InboxMessage>> {
    return this.orNotFound(this.platform.authorised({ operation: 'inboxMessage', session, body: { id } }, this.rejections, (player) => this.platform.inbox.find(player.username, id)));
  }

  async markRead(session: SessionId, id: MessageId): Promise<Either<GatewayError, void>> {
    return this.changed(session, 'inboxRead', id, (player, message) => {
      if (unread(message)) this.count(player, { numberOfMessages: -1, acknowledged: 1 });
      return read(message);
    });
  }

  async markAllRead(session: SessionId): Promise<Either<GatewayError, void>> {
    return this.platform.authorised({ operation: 'inboxReadAll', session }, this.rejections, (player) => {
      for (const message of this.platform.inbox.messagesOf(player.username).filter(unread)) {
        this.platform.inbox.replace(player.username, message.id, read);
        this.count(player, { numberOfMessages: -1, acknowledged: 1 });
      }
    });
  }

  async remove(session: SessionId, id: MessageId): Promise<Either<GatewayError, void>> {
    return this.changed(session, 'inboxDelete', id, (player, message) => {
      this.count(player, unread(message) ? { numberOfMessages: -1, deleted: 1 } : { acknowledged: -1, deleted: 1 });
      return null;
    });
  }

  private changed(session: SessionId, operation: 'inboxRead' | 'inboxDelete', id: MessageId, change: (player: InMemoryPlayer, message: InboxMessage) => InboxMessage | null): Either<GatewayError, void> {
    const found = this.platform.authorised({ operation, session, body: { id } }, this.rejections, (player) => {
      const message = this.platform.inbox.find(player.username, id);
      if (message === undefined) return undefined;
      this.platform.inbox.replace(player.username, id, (each) => change(player, each));
      return true;
    });
    const result = this.orNotFound(found);
    return result._tag === 'Left' ? result : right(undefined);
  }

  /** The summary behind the badge, kept in step with the messages this fake holds. */
  private count(player: InMemoryPlayer, change: { numberOfMessages?: number; acknowledged?: number; deleted?: number }): void {
    const summary = player.notifications;
    player.notifications = {
      numberOfMessages: Math.max(0, summary.numberOfMessages + (change.numberOfMessages ?? 0)),
      acknowledged: Math.max(0, summary.acknowledged + (change.acknowledged ?? 0)),
      deleted: summary.deleted + (change.deleted ?? 0),
    };
  }

  private orNotFound<T>(found: Either<GatewayError, T | undefined>): Either<GatewayError, T> {
    if (found._tag === 'Left') return found;
    return found.right === undefined ? left(NOT_FOUND) : right(found.right);
  }
}

import type { InboxMessage, MessageCategory, MessageId } from '../../domain/inbox';

/**
 * Tests only: the inbox side of the in-memory platform. It holds each player's messages as a test
 * gives them and pages them newest first; it keeps no rule of the platform's (what a break hides is
 * the sandbox's). Reading and deleting keep the player's summary in step, as the platform's does.
 */
export class InMemoryInbox {
  private readonly byPlayer = new Map<string, InboxMessage[]>();
  private sequence = 0;

  /** A message arrives for the player: the newest, first in the inbox (a test delivers them oldest first). */
  deliver(username: string, message: { title: string; body?: string; category?: MessageCategory; sentAt: Date; read?: boolean }): InboxMessage {
    this.sequence += 1;
    const delivered: InboxMessage = {
      id: String(this.sequence) as MessageId,
      category: message.category ?? 'account',
      title: message.title,
      body: message.body ?? `${message.title}.`,
      sentAt: message.sentAt,
      readAt: message.read === true ? message.sentAt : null,
    };
    this.byPlayer.set(username.toLowerCase(), [delivered, ...this.messagesOf(username)]);
    return delivered;
  }

  messagesOf(username: string): readonly InboxMessage[] {
    return this.byPlayer.get(username.toLowerCase()) ?? [];
  }

  find(username: string, id: MessageId): InboxMessage | undefined {
    return this.messagesOf(username).find((message) => message.id === id);
  }

  replace(username: string, id: MessageId, change: (message: InboxMessage) => InboxMessage | null): void {
    const messages = this.messagesOf(username).flatMap((message) => {
      if (message.id !== id) return [message];
      const changed = change(message);
      return changed === null ? [] : [changed];
    });
    this.byPlayer.set(username.toLowerCase(), messages);
  }
}

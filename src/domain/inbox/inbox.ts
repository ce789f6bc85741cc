/** The platform's id of one message of the player's inbox. */
export type MessageId = string & { readonly _brand: 'MessageId' };

export const MESSAGE_CATEGORIES = ['account', 'promotion', 'safer-gambling'] as const;
/** `other`: a category this site does not know yet (the platform added one); shown without a label of its own. */
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number] | 'other';

export interface InboxMessage {
  readonly id: MessageId;
  readonly category: MessageCategory;
  readonly title: string;
  /** Plain text: shown as text, its line breaks kept, never as markup. */
  readonly body: string;
  readonly sentAt: Date;
  readonly readAt: Date | null;
}

/** One page of the inbox, newest first. */
export interface InboxPage {
  readonly messages: readonly InboxMessage[];
  /** Where the next page starts; null on the last page. */
  readonly nextCursor: string | null;
  /** Of every message the player may see, not only this page's. */
  readonly unread: number;
  readonly total: number;
}

export const isUnread = (message: InboxMessage): boolean => message.readAt === null;

/** The message as read at `now`: the first reading's time stays. */
export const markedRead = (message: InboxMessage, now: Date): InboxMessage => (message.readAt === null ? { ...message, readAt: now } : message);

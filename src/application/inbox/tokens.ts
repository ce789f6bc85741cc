export const InboxTokens = {
  InboxGateway: Symbol.for('inbox.InboxGateway'),
  InboxService: Symbol.for('inbox.InboxService'),
} as const;

/** Messages asked for at a time: a screenful or two on any device (the platform allows up to 100). */
export const INBOX_PAGE_SIZE = 50;

import { describe, expect, it } from 'vitest';
import { markedRead, type InboxMessage, type MessageId } from './inbox';

const message: InboxMessage = { id: '7' as MessageId, category: 'account', title: 'Hello', body: 'Hi', sentAt: new Date('2026-01-01T10:00:00Z'), readAt: null };

describe('the inbox', () => {
  it('keeps the first reading time', () => {
    const first = markedRead(message, new Date('2026-01-02T00:00:00Z'));
    expect(first.readAt?.toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect(markedRead(first, new Date('2026-01-03T00:00:00Z')).readAt?.toISOString()).toBe('2026-01-02T00:00:00.000Z');
  });
});

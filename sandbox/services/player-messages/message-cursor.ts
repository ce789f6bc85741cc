/** Where a page ends: the last message's time and id (messages sent in the same millisecond stay in order). */
export interface MessageCursor {
  sentAtMs: number;
  id: number;
}

const cursorText = /^(\d{1,15})\.(\d{1,10})$/;

/** Opaque to the client: base64url of `sentAtMs.id`. */
export const encodeCursor = (cursor: MessageCursor): string => Buffer.from(`${cursor.sentAtMs}.${cursor.id}`).toString('base64url');

/** The cursor a client sent back, or null when it is not one this service wrote. */
export function decodeCursor(text: string): MessageCursor | null {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(text)) return null;
  const match = cursorText.exec(Buffer.from(text, 'base64url').toString('utf8'));
  if (match === null) return null;
  const sentAtMs = Number(match[1]);
  const id = Number(match[2]);
  return Number.isSafeInteger(sentAtMs) && id >= 1 && id <= 2_147_483_647 ? { sentAtMs, id } : null;
}

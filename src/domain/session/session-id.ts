export type SessionId = string & { readonly _brand: 'SessionId' };

const SESSION_ID_SHAPE = /^[A-Za-z0-9_-]{16,256}$/;

/** A session id is only ever used inside a path, so anything but a plain token is refused. */
export const parseSessionId = (raw: unknown): SessionId | null =>
  typeof raw === 'string' && SESSION_ID_SHAPE.test(raw) ? (raw as SessionId) : null;

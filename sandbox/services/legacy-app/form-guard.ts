import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * What keeps the legacy application's forms honest: an anti-forgery token bound to the player's
 * session (a page of another origin cannot read it), and an idempotency key minted when the form is
 * rendered (a double submit or a refreshed POST sends the same key, so the platform moves money once).
 */
export class FormGuard {
  /** The same in every sandbox process (derived from the data dir's keys), so a form rendered by one is taken by another. */
  readonly #secret: Buffer;

  constructor(secret: Buffer) {
    this.#secret = secret;
  }

  antiForgeryToken(sessionId: string): string {
    return createHmac('sha256', this.#secret).update(`legacy-form:${sessionId}`).digest('base64url');
  }

  isGenuine(sessionId: string, token: unknown): boolean {
    if (typeof token !== 'string') return false;
    const expected = Buffer.from(this.antiForgeryToken(sessionId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

export const newIdempotencyKey = (): string => randomBytes(18).toString('base64url');
export const idempotencyKeyFormat = /^[A-Za-z0-9_-]{8,64}$/;

import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * What keeps the legacy application's forms honest: an anti-forgery token bound to the player's
 * session (a page of another origin cannot read it), and an idempotency key minted when the form is
 * rendered (a double submit or a refreshed POST sends the same key, so the platform moves money once).
 */
export class FormGuard {
  readonly #secret = randomBytes(32);

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

/** A session id is never kept as such in memory: receipts are filed under its hash. */
export const sessionKey = (sessionId: string): string => createHash('sha256').update(sessionId).digest('base64url');

export interface Receipt {
  /** A key of LegacyStrings, filled with `values`. */
  message: 'depositCompleted' | 'withdrawalPending' | 'transferCompleted' | 'betPlaced';
  values: Record<string, string>;
}

/**
 * What a POST has done, kept for the GET it redirects to (POST-redirect-GET), per session and
 * for a while; bounded, so a flood of forms cannot grow it without end.
 */
export class ReceiptBook {
  readonly #receipts = new Map<string, { receipt: Receipt; expiresAt: number }>();
  readonly #limit = 2_000;
  readonly #ttlMs = 30 * 60_000;

  file(sessionId: string, id: string, receipt: Receipt, nowMs: number): void {
    const key = `${sessionKey(sessionId)}:${id}`;
    this.#receipts.delete(key);
    this.#receipts.set(key, { receipt, expiresAt: nowMs + this.#ttlMs });
    while (this.#receipts.size > this.#limit) {
      const oldest = this.#receipts.keys().next().value;
      if (oldest === undefined) break;
      this.#receipts.delete(oldest);
    }
  }

  read(sessionId: string, id: string, nowMs: number): Receipt | null {
    const kept = this.#receipts.get(`${sessionKey(sessionId)}:${id}`);
    return kept !== undefined && kept.expiresAt > nowMs ? kept.receipt : null;
  }
}

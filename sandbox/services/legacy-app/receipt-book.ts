import { createHash } from 'node:crypto';
import type { LegacyLanguage } from './language.ts';

/** A session id is never kept as such in memory: receipts are filed under its hash. */
export const sessionKey = (sessionId: string): string => createHash('sha256').update(sessionId).digest('base64url');

/** An id the platform answered for a movement (a deposit's, a withdrawal's, a transfer's, a bet's), as a receipt or a confirmation path carries it. */
export const platformIdFormat = /^[A-Za-z0-9_-]{1,64}$/;

export interface Receipt {
  /** What the POST did, in every language the pages speak (the area's wording), filled with `values` when shown. */
  message: Readonly<Record<LegacyLanguage, string>>;
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

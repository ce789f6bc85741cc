import { createHash } from 'node:crypto';
import type { Queryable } from '../../kernel/database/database.ts';
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

const ttlMs = 30 * 60_000;

/** A stored receipt, read back as the shape it was filed in (anything else is no receipt). */
function receiptFrom(value: unknown): Receipt | null {
  if (typeof value !== 'object' || value === null) return null;
  const { message, values } = value as Record<string, unknown>;
  const strings = (record: unknown): record is Record<string, string> =>
    typeof record === 'object' && record !== null && Object.values(record).every((entry) => typeof entry === 'string');
  return strings(message) && strings(values) ? ({ message, values } as Receipt) : null;
}

/**
 * What a POST has done, kept for the GET it redirects to (POST-redirect-GET), per session and for
 * a while. In the database, not in memory: with several sandbox processes the GET may reach
 * another one. Every receipt is a movement a genuine form made, so the table grows with money
 * moved in the last half hour only.
 */
export class ReceiptBook {
  constructor(private readonly db: Queryable) {}

  async file(sessionId: string, id: string, receipt: Receipt, nowMs: number): Promise<void> {
    await this.db.query('DELETE FROM legacy_receipts WHERE expires_at <= $1', [new Date(nowMs)]);
    await this.db.query(
      `INSERT INTO legacy_receipts (session_key, receipt_id, receipt, expires_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (session_key, receipt_id) DO UPDATE SET receipt = EXCLUDED.receipt, expires_at = EXCLUDED.expires_at`,
      [sessionKey(sessionId), id, JSON.stringify(receipt), new Date(nowMs + ttlMs)],
    );
  }

  async read(sessionId: string, id: string, nowMs: number): Promise<Receipt | null> {
    const { rows } = await this.db.query<{ receipt: unknown }>(
      'SELECT receipt FROM legacy_receipts WHERE session_key = $1 AND receipt_id = $2 AND expires_at > $3',
      [sessionKey(sessionId), id, new Date(nowMs)],
    );
    return rows[0] === undefined ? null : receiptFrom(rows[0].receipt);
  }
}

import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../kernel/database/database.ts';
import type { CardOutcome } from './test-cards.ts';

/** A card the player paid with, as the platform keeps it and answers it: never the number, never the CVC (CSH-05). */
export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  expiry: string;
}

interface SavedCardRow extends SavedCard {
  outcome: CardOutcome;
}

/** The brand of a card number by its first digits (Visa 4, Mastercard 51–55 and 2221–2720), else CARD. */
export function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'VISA';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'MASTERCARD';
  return 'CARD';
}

/** The player's remembered cards, the last used first. */
export async function savedCardsOf(db: Queryable, playerId: number): Promise<SavedCard[]> {
  const result = await db.query<SavedCard>('SELECT id, brand, last4, expiry FROM saved_cards WHERE player_id = $1 ORDER BY last_used_at DESC, id', [playerId]);
  return result.rows.map((row) => ({ id: row.id, brand: row.brand, last4: row.last4, expiry: row.expiry }));
}

/** One remembered card of the player's, with what the provider does with it (test mode), or null. */
export async function savedCard(db: Queryable, playerId: number, id: string): Promise<SavedCardRow | null> {
  const result = await db.query<SavedCardRow>('SELECT id, brand, last4, expiry, outcome FROM saved_cards WHERE player_id = $1 AND id = $2', [playerId, id]);
  return result.rows[0] ?? null;
}

/** Remembers the card of a completed deposit (once per brand, last four and expiry), or marks it used. */
export async function rememberCard(db: Queryable, playerId: number, card: { brand: string; last4: string; expiry: string; outcome: CardOutcome }, at: Date): Promise<void> {
  if (card.outcome === 'DECLINED') return;
  await db.query(
    `INSERT INTO saved_cards (id, player_id, brand, last4, expiry, outcome, last_used_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (player_id, brand, last4, expiry) DO UPDATE SET last_used_at = GREATEST(saved_cards.last_used_at, EXCLUDED.last_used_at)`,
    [`card_${randomBytes(9).toString('base64url')}`, playerId, card.brand, card.last4, card.expiry, card.outcome, at],
  );
}

/** Forgets a remembered card; false when the player has none by that id. */
export async function forgetCard(db: Queryable, playerId: number, id: string): Promise<boolean> {
  const result = await db.query('DELETE FROM saved_cards WHERE player_id = $1 AND id = $2 RETURNING id', [playerId, id]);
  return result.rows.length > 0;
}

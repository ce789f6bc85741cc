import type { Queryable } from '../../kernel/database/database.ts';
import type { MoneyFieldError } from './money-request.ts';
import type { PaymentPlayer } from './payment-players.ts';

export interface Recipient {
  id: number;
  email: string;
}

/**
 * The recipient of a transfer, by e-mail or username (any case): a player who exists, is not
 * disabled, is not the sender and holds the sender's currency; otherwise a field error.
 */
export async function findRecipient(db: Queryable, sender: PaymentPlayer, value: unknown, errors: MoneyFieldError[]): Promise<Recipient | undefined> {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    errors.push({ field: 'recipient', cause: 'REQUIRED' });
    return undefined;
  }
  if (typeof value !== 'string' || value.length > 254) {
    errors.push({ field: 'recipient', cause: 'INVALID_FORMAT' });
    return undefined;
  }
  const wanted = value.trim().toLowerCase();
  const found = await db.query<{ id: number; email: string; currency: string; disabled: boolean }>(
    `SELECT p.id, pr.email, pr.currency, p.disabled FROM players p JOIN profiles pr ON pr.player_id = p.id
     WHERE p.username = $1 OR lower(pr.email) = $1 ORDER BY p.id LIMIT 1`,
    [wanted],
  );
  const row = found.rows[0];
  if (row === undefined || row.disabled) errors.push({ field: 'recipient', cause: 'UNKNOWN_RECIPIENT' });
  else if (row.id === sender.id) errors.push({ field: 'recipient', cause: 'SAME_PLAYER' });
  else if (row.currency !== sender.currency) errors.push({ field: 'recipient', cause: 'CURRENCY_MISMATCH' });
  else return { id: row.id, email: row.email };
  return undefined;
}

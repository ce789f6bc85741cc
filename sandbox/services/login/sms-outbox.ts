import type { Queryable } from '../../kernel/database/database.ts';
import { minutes } from '../../kernel/clock.ts';
import { constantTimeEquals, newSmsCode } from '../../kernel/security/tokens.ts';

export const smsCodeLifetimeMs = minutes(5);

export interface OutboxMessage {
  to: string;
  channel: 'SMS';
  code: string;
  text: string;
  createdAt: string;
}

/** "Sends" a fresh verification code by SMS: writes it to the outbox. */
export async function sendSmsCode(db: Queryable, player: { id: number; username: string }, nowMs: number): Promise<void> {
  const code = newSmsCode();
  await db.query(
    `INSERT INTO outbox (player_id, recipient, channel, code, text, created_at)
     VALUES ($1, $2, 'SMS', $3, $4, $5)`,
    [player.id, player.username, code, `Your verification code is ${code}. It expires in 5 minutes.`, new Date(nowMs)],
  );
}

/**
 * Checks a code against the player's latest SMS (only the latest counts, as on a real platform
 * where a new code replaces the old one) and uses it up when it matches. The use is claimed in one
 * statement (`… WHERE consumed_at IS NULL … RETURNING`), so of two logins presenting the same code
 * at the same time only one gets true.
 */
export async function consumeSmsCode(db: Queryable, playerId: number, code: string, nowMs: number): Promise<boolean> {
  const latest = await db.query<{ id: number; code: string }>(
    `SELECT id, code FROM outbox
      WHERE player_id = $1 AND channel = 'SMS' ORDER BY id DESC LIMIT 1`,
    [playerId],
  );
  const message = latest.rows[0];
  if (!message || !constantTimeEquals(message.code, code)) return false;
  const claimed = await db.query<{ id: number }>(
    `UPDATE outbox SET consumed_at = $2
      WHERE id = $1 AND consumed_at IS NULL AND created_at > $3
        AND NOT EXISTS (SELECT 1 FROM outbox newer
                         WHERE newer.player_id = outbox.player_id AND newer.channel = 'SMS' AND newer.id > outbox.id)
      RETURNING id`,
    [message.id, new Date(nowMs), new Date(nowMs - smsCodeLifetimeMs)],
  );
  return claimed.rows.length === 1;
}

export async function listOutbox(db: Queryable, recipient: string | null): Promise<OutboxMessage[]> {
  const result = await db.query<{ recipient: string; code: string; text: string; created_at: Date }>(
    `SELECT recipient, code, text, created_at FROM outbox
      WHERE ($1::text IS NULL OR recipient = lower($1::text)) ORDER BY id DESC`,
    [recipient],
  );
  return result.rows.map((row) => ({
    to: row.recipient,
    channel: 'SMS',
    code: row.code,
    text: row.text,
    createdAt: row.created_at.toISOString(),
  }));
}

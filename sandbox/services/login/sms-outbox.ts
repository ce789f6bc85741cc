import type { Queryable } from '../../kernel/database/database.ts';
import { minutes } from '../../kernel/clock.ts';
import { constantTimeEquals, newSmsCode } from '../../kernel/security/tokens.ts';

export const smsCodeLifetimeMs = minutes(5);

/** What the player's phone and mailbox received: an SMS carries a code, an e-mail a subject and a link. */
export type OutboxMessage =
  | { to: string; channel: 'SMS'; phone: string | null; code: string; text: string; createdAt: string }
  | { to: string; channel: 'EMAIL'; subject: string; link: string; text: string; createdAt: string };

/** The login's own codes; rows from before the outbox named an operation are the login's too. */
const loginCodes = `coalesce(operation, 'login') = 'login'`;

/** "Sends" a fresh verification code by SMS: writes it to the outbox. */
export async function sendSmsCode(db: Queryable, player: { id: number; username: string }, nowMs: number): Promise<void> {
  const code = newSmsCode();
  await writeSms(db, {
    playerId: player.id,
    recipient: player.username,
    phone: null,
    operation: 'login',
    code,
    text: `Your verification code is ${code}. It expires in 5 minutes.`,
    nowMs,
  });
}

export interface Sms {
  playerId: number;
  /** The player's username: what `GET /sandbox/outbox?to=` matches. */
  recipient: string;
  /** The number it went to (+prefix and number), when known. */
  phone: string | null;
  operation: string;
  code: string;
  text: string;
  nowMs: number;
}

export async function writeSms(db: Queryable, sms: Sms): Promise<void> {
  await db.query(
    `INSERT INTO outbox (player_id, recipient, channel, code, text, phone, operation, created_at)
     VALUES ($1, $2, 'SMS', $3, $4, $5, $6, $7)`,
    [sms.playerId, sms.recipient, sms.code, sms.text, sms.phone, sms.operation, new Date(sms.nowMs)],
  );
}

export interface Email {
  playerId: number;
  recipient: string;
  subject: string;
  link: string;
  text: string;
  nowMs: number;
}

export async function writeEmail(db: Queryable, email: Email): Promise<void> {
  await db.query(
    `INSERT INTO outbox (player_id, recipient, channel, subject, link, text, created_at)
     VALUES ($1, $2, 'EMAIL', $3, $4, $5, $6)`,
    [email.playerId, email.recipient, email.subject, email.link, email.text, new Date(email.nowMs)],
  );
}

/** How many e-mails with this subject the player was sent since `sinceMs`, and when the oldest of them was. */
export async function emailsSince(db: Queryable, playerId: number, subject: string, sinceMs: number): Promise<{ count: number; oldestMs: number | null }> {
  const result = await db.query<{ count: number; oldest: Date | null }>(
    `SELECT count(*)::int AS count, min(created_at) AS oldest FROM outbox
      WHERE player_id = $1 AND channel = 'EMAIL' AND subject = $2 AND created_at > $3`,
    [playerId, subject, new Date(sinceMs)],
  );
  const row = result.rows[0];
  return { count: row?.count ?? 0, oldestMs: row?.oldest?.getTime() ?? null };
}

/**
 * Checks a code against the player's latest login SMS (only the latest counts, as on a real
 * platform where a new code replaces the old one) and uses it up when it matches. The use is
 * claimed in one statement (`… WHERE consumed_at IS NULL … RETURNING`), so of two logins presenting
 * the same code at the same time only one gets true.
 */
export async function consumeSmsCode(db: Queryable, playerId: number, code: string, nowMs: number): Promise<boolean> {
  const latest = await db.query<{ id: number; code: string }>(
    `SELECT id, code FROM outbox
      WHERE player_id = $1 AND channel = 'SMS' AND ${loginCodes} ORDER BY id DESC LIMIT 1`,
    [playerId],
  );
  const message = latest.rows[0];
  if (!message || !constantTimeEquals(message.code, code)) return false;
  const claimed = await db.query<{ id: number }>(
    `UPDATE outbox SET consumed_at = $2
      WHERE id = $1 AND consumed_at IS NULL AND created_at > $3
        AND NOT EXISTS (SELECT 1 FROM outbox newer
                         WHERE newer.player_id = outbox.player_id AND newer.channel = 'SMS'
                           AND coalesce(newer.operation, 'login') = 'login' AND newer.id > outbox.id)
      RETURNING id`,
    [message.id, new Date(nowMs), new Date(nowMs - smsCodeLifetimeMs)],
  );
  return claimed.rows.length === 1;
}

interface OutboxRow {
  recipient: string;
  channel: string;
  code: string | null;
  text: string;
  phone: string | null;
  subject: string | null;
  link: string | null;
  created_at: Date;
}

function messageOf(row: OutboxRow): OutboxMessage {
  const createdAt = row.created_at.toISOString();
  if (row.channel === 'EMAIL') {
    return { to: row.recipient, channel: 'EMAIL', subject: row.subject ?? '', link: row.link ?? '', text: row.text, createdAt };
  }
  return { to: row.recipient, channel: 'SMS', phone: row.phone, code: row.code ?? '', text: row.text, createdAt };
}

/** Newest first; `limit` bounds the answer (the console shows the latest 50). */
export async function listOutbox(db: Queryable, recipient: string | null, limit: number | null = null): Promise<OutboxMessage[]> {
  const result = await db.query<OutboxRow>(
    `SELECT recipient, channel, code, text, phone, subject, link, created_at FROM outbox
      WHERE ($1::text IS NULL OR recipient = lower($1::text)) ORDER BY id DESC LIMIT $2`,
    [recipient, limit],
  );
  return result.rows.map(messageOf);
}

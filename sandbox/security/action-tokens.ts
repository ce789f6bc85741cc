import type { Queryable } from '../db/database.ts';
import { minutes } from '../clock.ts';
import { hashToken, newOpaqueToken } from './tokens.ts';

export const actionTokenLifetimeMs = minutes(15);

/** The token sent with a 428: proof that the player just gave the right password. */
export async function issueActionToken(db: Queryable, playerId: number, action: string, nowMs: number): Promise<string> {
  const token = newOpaqueToken();
  await db.query('INSERT INTO action_tokens (token_hash, player_id, action, expires_at) VALUES ($1, $2, $3, $4)', [
    hashToken(token),
    playerId,
    action,
    new Date(nowMs + actionTokenLifetimeMs),
  ]);
  return token;
}

/** Uses up a live token, returning whose it was, or null when unknown, used or expired. */
export async function consumeActionToken(
  db: Queryable,
  token: string,
  nowMs: number,
): Promise<{ playerId: number; action: string } | null> {
  const result = await db.query<{ player_id: number; action: string }>(
    `UPDATE action_tokens SET used_at = $2
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
      RETURNING player_id, action`,
    [hashToken(token), new Date(nowMs)],
  );
  const row = result.rows[0];
  return row ? { playerId: row.player_id, action: row.action } : null;
}

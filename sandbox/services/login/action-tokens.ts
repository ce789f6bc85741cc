import type { Queryable } from '../../kernel/database/database.ts';
import { minutes } from '../../kernel/clock.ts';
import { hashToken, newOpaqueToken } from '../../kernel/security/tokens.ts';

export const actionTokenLifetimeMs = minutes(15);

/** The token sent with a 428: proof that the player just gave the right password. */
export async function issueActionToken(
  db: Queryable,
  playerId: number,
  action: string,
  nowMs: number,
  lifetimeMs: number = actionTokenLifetimeMs,
): Promise<string> {
  const token = newOpaqueToken();
  await db.query('INSERT INTO action_tokens (token_hash, player_id, action, expires_at) VALUES ($1, $2, $3, $4)', [
    hashToken(token),
    playerId,
    action,
    new Date(nowMs + lifetimeMs),
  ]);
  return token;
}

/** Whose a live token of `action` is, without using it up (a step before the one that uses it). */
export async function findLiveActionToken(db: Queryable, token: string, nowMs: number, action: string): Promise<{ playerId: number } | null> {
  const result = await db.query<{ player_id: number }>(
    'SELECT player_id FROM action_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 AND action = $3',
    [hashToken(token), new Date(nowMs), action],
  );
  const row = result.rows[0];
  return row ? { playerId: row.player_id } : null;
}

/**
 * Uses up a live token issued for `action`, returning whose it was, or null when unknown, used,
 * expired or issued for another action (then it stays usable for its own): the token of a
 * forcePinReset cannot set a password, nor that of a forcePasswordReset a PIN.
 */
export async function consumeActionToken(
  db: Queryable,
  token: string,
  nowMs: number,
  action: string,
): Promise<{ playerId: number } | null> {
  const result = await db.query<{ player_id: number }>(
    `UPDATE action_tokens SET used_at = $2
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 AND action = $3
      RETURNING player_id`,
    [hashToken(token), new Date(nowMs), action],
  );
  const row = result.rows[0];
  return row ? { playerId: row.player_id } : null;
}

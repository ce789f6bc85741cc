import type { Queryable } from '../../kernel/database/database.ts';
import { minutes } from '../../kernel/clock.ts';
import { hashToken, newOpaqueToken } from '../../kernel/security/tokens.ts';

export const captchaTokenLifetimeMs = minutes(2);

/** A new single-use token; used and expired ones go at the same time, so the table holds only live tokens. */
export async function issueCaptchaToken(db: Queryable, nowMs: number): Promise<string> {
  await pruneCaptchaTokens(db, nowMs);
  const token = newOpaqueToken();
  await db.query('INSERT INTO captcha_tokens (token_hash, expires_at) VALUES ($1, $2)', [
    hashToken(token),
    new Date(nowMs + captchaTokenLifetimeMs),
  ]);
  return token;
}

/** Uses up a token: true only the first time a live token is presented. */
export async function consumeCaptchaToken(db: Queryable, token: string, nowMs: number): Promise<boolean> {
  const result = await db.query(
    `UPDATE captcha_tokens SET used_at = $2
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2`,
    [hashToken(token), new Date(nowMs)],
  );
  return (result.affectedRows ?? 0) > 0;
}

/** Forgets the tokens that can no longer be used: spent or expired. */
export async function pruneCaptchaTokens(db: Queryable, nowMs: number): Promise<void> {
  await db.query('DELETE FROM captcha_tokens WHERE used_at IS NOT NULL OR expires_at <= $1', [new Date(nowMs)]);
}

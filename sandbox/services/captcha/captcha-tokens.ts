import type { Queryable } from '../../kernel/database/database.ts';
import { minutes } from '../../kernel/clock.ts';
import { hashToken, newOpaqueToken } from '../../kernel/security/tokens.ts';

export const captchaTokenLifetimeMs = minutes(2);

export async function issueCaptchaToken(db: Queryable, nowMs: number): Promise<string> {
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

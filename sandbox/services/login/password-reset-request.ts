import { minutes } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/database/database.ts';
import { findAccountByUsername, lockAccount } from './accounts.ts';
import { issueActionToken } from './action-tokens.ts';
import type { LoginRateLimit } from './login-throttle.ts';
import { writeEmail } from './sms-outbox.ts';

/** How long the e-mailed link works (the token is single use, and only its hash is stored). */
export const passwordResetLinkLifetimeMs = minutes(30);

/** Requests per address: 3 at once, then one every 20 minutes (kept in memory, known address or not). */
export const resetRequestsPerAddress: LoginRateLimit = { burst: 3, perMinute: 1 / 20 };
/** Requests per client address, across every e-mail address: 20 at once, then one a minute. */
export const resetRequestsPerSource: LoginRateLimit = { burst: 20, perMinute: 1 };

export const passwordResetSubject = 'Reset your Casino password';

/** The page the link opens: the site's password page, which posts the token to `…/password-reset`. */
export function passwordResetLink(siteOrigin: string, token: string): string {
  return `${siteOrigin}/account/password-reset?action=forcePasswordReset&token=${encodeURIComponent(token)}`;
}

/**
 * E-mails the player of this address a single-use link to choose a new password, or does nothing
 * when no account has it: the caller answers both the same way. The link carries a
 * forcePasswordReset action token, so the reset itself (validation, ending every session, clearing
 * the lockout) is the one a 428 leads to.
 */
export async function requestPasswordReset(db: Database, email: string, siteOrigin: string, nowMs: number): Promise<void> {
  const account = await findAccountByUsername(db, email);
  if (account === null) return;
  await db.transaction(async (tx) => {
    if ((await lockAccount(tx, account.id)) === null) return;
    const token = await issueActionToken(tx, account.id, 'forcePasswordReset', nowMs, passwordResetLinkLifetimeMs);
    const link = passwordResetLink(siteOrigin, token);
    await writeEmail(tx, {
      playerId: account.id,
      recipient: account.username,
      subject: passwordResetSubject,
      link,
      text: `Someone asked to reset the password of your Casino account. To choose a new one, open ${link} within 30 minutes. The link works once. If it was not you, ignore this e-mail: your password stays as it is.`,
      nowMs,
    });
  });
}

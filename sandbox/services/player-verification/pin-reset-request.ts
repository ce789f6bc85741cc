import { minutes } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/database/database.ts';
import { emailsSince, issueActionToken, lockAccount, writeEmail } from '../login/index.ts';

export const pinResetLinkLifetimeMs = minutes(60);
export const maxPinResetEmailsPerHour = 3;
const pinResetSubject = 'Reset your Casino PIN';
const windowMs = minutes(60);

export type PinResetRequest = { kind: 'sent' } | { kind: 'too-many'; retryAfterSeconds: number };

/**
 * E-mails the player a link to set a new PIN: a forcePinReset action token (1 hour, single use,
 * spent by `POST /services/login-service/v1/pin-reset`) on the site's PIN page. At most 3 an hour;
 * the player's row is locked meanwhile, so parallel requests cannot send a 4th.
 */
export async function requestPinReset(db: Database, playerId: number, siteOrigin: string, nowMs: number): Promise<PinResetRequest> {
  return db.transaction(async (tx) => {
    const username = (await lockAccount(tx, playerId))?.username;
    if (username === undefined) throw new Error(`No player ${playerId}`);
    const sent = await emailsSince(tx, playerId, pinResetSubject, nowMs - windowMs);
    if (sent.count >= maxPinResetEmailsPerHour && sent.oldestMs !== null) {
      return { kind: 'too-many', retryAfterSeconds: Math.max(1, Math.ceil((sent.oldestMs + windowMs - nowMs) / 1000)) };
    }
    const token = await issueActionToken(tx, playerId, 'forcePinReset', nowMs, pinResetLinkLifetimeMs);
    const link = `${siteOrigin}/account/pin-code?action=forcePinReset&token=${encodeURIComponent(token)}`;
    await writeEmail(tx, {
      playerId,
      recipient: username,
      subject: pinResetSubject,
      link,
      text: `Someone asked to reset the PIN of your Casino account. To choose a new PIN, open ${link} within an hour. If it was not you, ignore this e-mail.`,
      nowMs,
    });
    return { kind: 'sent' };
  });
}

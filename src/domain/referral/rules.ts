import type { ReferralType } from './referral';

const DAY_MS = 86_400_000;
const DAY_SECONDS = 86_400;
/** REF-04: how long a stored token counts when the site configuration names no expiry. */
export const DEFAULT_REFERRAL_EXPIRY_DAYS = 40;
/** REF-05: the referral cookie's lifetime when the site configuration names no day count. */
export const DEFAULT_REFERRAL_COOKIE_SECONDS = 3_456_000;

/** REF-02: a short `P…` token, or a sharing method starting with `raf`, is a player's own referral. */
export const referralTypeOf = (token: string, sharingMethod: string | null): ReferralType =>
  (token.startsWith('P') && token.length < 10) || (sharingMethod?.startsWith('raf') ?? false) ? 'PROFILE' : 'AFFILIATE';

const usableDays = (days: number | null): days is number => days !== null && Number.isFinite(days) && days > 0;

/** REF-04: older than the configured days (40 if none) by the absolute difference, so a clock moved back cannot keep it for ever. */
export const isReferralExpired = (storedAt: number, now: number, expiryDays: number | null): boolean =>
  Math.abs(now - storedAt) > (usableDays(expiryDays) ? expiryDays : DEFAULT_REFERRAL_EXPIRY_DAYS) * DAY_MS;

/** REF-05: the cookie's `Max-Age`: the configured days × 86400, or 3456000 s. */
export const referralCookieMaxAge = (cookieDays: number | null): number =>
  usableDays(cookieDays) ? Math.round(cookieDays * DAY_SECONDS) : DEFAULT_REFERRAL_COOKIE_SECONDS;

/**
 * REF-07: with the check on, an affiliate's token counts only when the visitor came from one of the
 * affiliate's own sites (by exact origin); a player's own referral is never checked.
 */
export const passesReferringSiteCheck = (
  checkEnabled: boolean,
  type: ReferralType,
  referrer: string,
  referringSites: readonly string[],
): boolean => {
  if (!checkEnabled || type === 'PROFILE') return true;
  const origin = originOf(referrer);
  return origin !== null && referringSites.some((site) => originOf(site) === origin);
};

const originOf = (url: string): string | null => {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

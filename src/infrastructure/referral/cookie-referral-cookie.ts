import Cookies from 'js-cookie';
import type { ReferralCookie } from '../../domain/referral';
import { isSecurePage } from '../shared/secure-page';

export const REFERRAL_COOKIE = 'referral';
const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

/** REF-05: `referral={token}; Max-Age=…; Path=/; SameSite=Lax` (`Secure` on https). */
export class CookieReferralCookie implements ReferralCookie {
  write(token: string, maxAgeSeconds: number): void {
    // Checked here too: a cookie value is a header the platform reads.
    if (!TOKEN.test(token)) return;
    // Max-Age, as the contract words it; js-cookie writes attributes it does not know as given.
    Cookies.set(REFERRAL_COOKIE, token, { path: '/', sameSite: 'Lax', secure: isSecurePage(), 'max-age': String(Math.floor(maxAgeSeconds)) });
  }

  clear(): void {
    Cookies.remove(REFERRAL_COOKIE, { path: '/' });
  }
}

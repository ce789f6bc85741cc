import Cookies from 'js-cookie';
import type { ReminderSnoozeStore } from '../../domain/twofactor';
import { isSecurePage } from '../shared/secure-page';

export const REMINDER_SNOOZE_COOKIE = 'tfaReminderSnoozed';
// A string: js-cookie writes attributes it does not know as given, and cannot write a number.
const ONE_DAY_IN_SECONDS = '86400';

/** MFA-05: `tfaReminderSnoozed=1; Max-Age=86400; Path=/account; SameSite=Lax`. */
export class CookieReminderSnoozeStore implements ReminderSnoozeStore {
  isSnoozed(): boolean {
    return Cookies.get(REMINDER_SNOOZE_COOKIE) === '1';
  }

  snooze(): void {
    // Max-Age, as the contract words it, rather than js-cookie's Expires date.
    Cookies.set(REMINDER_SNOOZE_COOKIE, '1', { path: '/account', sameSite: 'Lax', secure: isSecurePage(), 'max-age': ONE_DAY_IN_SECONDS });
  }
}

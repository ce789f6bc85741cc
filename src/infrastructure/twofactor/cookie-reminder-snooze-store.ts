import Cookies from 'js-cookie';
import type { ReminderSnoozeStore } from '../../domain/twofactor';
import { isSecurePage } from '../shared/secure-page';

export const REMINDER_SNOOZE_COOKIE = 'tfaReminderSnoozed';
const ONE_DAY_IN_DAYS = 1;

/** MFA-05: `tfaReminderSnoozed=1; Max-Age=86400; Path=/account; SameSite=Lax`. */
export class CookieReminderSnoozeStore implements ReminderSnoozeStore {
  isSnoozed(): boolean {
    return Cookies.get(REMINDER_SNOOZE_COOKIE) === '1';
  }

  snooze(): void {
    Cookies.set(REMINDER_SNOOZE_COOKIE, '1', { path: '/account', sameSite: 'Lax', secure: isSecurePage(), expires: ONE_DAY_IN_DAYS });
  }
}

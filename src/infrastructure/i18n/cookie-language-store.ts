import Cookies from 'js-cookie';
import type { LanguageStore } from '../../domain/i18n';
import { isSecurePage } from '../shared/secure-page';

export const LANGUAGE_COOKIE = 'LANG';

/**
 * LANG-01: the chosen language, kept for a year on every path. `Lax` (not `Strict` like the session):
 * a preference, harmless to send when a link from another site brings the player back, which lets the
 * server answer in the player's language then too.
 */
export class CookieLanguageStore implements LanguageStore {
  read(): string | null {
    const value = Cookies.get(LANGUAGE_COOKIE);
    return value !== undefined && /^[a-z]{2}(-[A-Za-z]{2})?$/.test(value) ? value : null;
  }

  write(language: string): void {
    Cookies.set(LANGUAGE_COOKIE, language, { path: '/', sameSite: 'Lax', secure: isSecurePage(), expires: 365 });
  }
}

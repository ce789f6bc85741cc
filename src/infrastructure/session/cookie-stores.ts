import Cookies from 'js-cookie';
import type { LanguageStore } from '../../domain/i18n/ports';
import type { SessionStore } from '../../domain/session/ports';
import { parseSessionId, type SessionId } from '../../domain/session/session-id';

export const SESSION_COOKIE = 'sid';
export const LANGUAGE_COOKIE = 'LANG';

const secure = (): boolean => typeof location !== 'undefined' && location.protocol === 'https:';

/** AUTH-01: the session id lives in the `sid` cookie for the browser session. */
export class CookieSessionStore implements SessionStore {
  read(): SessionId | null {
    return parseSessionId(Cookies.get(SESSION_COOKIE));
  }

  write(session: SessionId): void {
    Cookies.set(SESSION_COOKIE, session, { path: '/', sameSite: 'Lax', secure: secure() });
  }

  clear(): void {
    Cookies.remove(SESSION_COOKIE, { path: '/' });
  }
}

/** LANG-01: the chosen language, kept for a year. */
export class CookieLanguageStore implements LanguageStore {
  read(): string | null {
    const value = Cookies.get(LANGUAGE_COOKIE);
    return value !== undefined && /^[a-z]{2}(-[A-Za-z]{2})?$/.test(value) ? value : null;
  }

  write(language: string): void {
    Cookies.set(LANGUAGE_COOKIE, language, { path: '/', sameSite: 'Lax', secure: secure(), expires: 365 });
  }
}

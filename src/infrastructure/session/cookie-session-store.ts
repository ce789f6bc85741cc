import Cookies from 'js-cookie';
import { parseSessionId, type SessionId, type SessionStore } from '../../domain/session';
import { isSecurePage } from '../shared/secure-page';

export const SESSION_COOKIE = 'sid';

/** AUTH-01: the session id lives in the `sid` cookie for the browser session. */
export class CookieSessionStore implements SessionStore {
  read(): SessionId | null {
    return parseSessionId(Cookies.get(SESSION_COOKIE));
  }

  write(session: SessionId): void {
    Cookies.set(SESSION_COOKIE, session, { path: '/', sameSite: 'Strict', secure: isSecurePage() });
  }

  clear(): void {
    Cookies.remove(SESSION_COOKIE, { path: '/' });
  }
}

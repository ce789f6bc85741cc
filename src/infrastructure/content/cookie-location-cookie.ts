import Cookies from 'js-cookie';
import { LOCATION_COOKIE, type LocationCookie } from '../../domain/content';

/** GEO-03: the `st` cookie the platform sets. */
export class CookieLocationCookie implements LocationCookie {
  read(): string | null {
    return Cookies.get(LOCATION_COOKIE) ?? null;
  }
}

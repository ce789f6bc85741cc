const MAX_PATH_LENGTH = 2048;
const PROBE_ORIGIN = 'http://site.invalid';

/** Control characters and backslashes: browsers strip or rewrite them, turning paths into hosts. */
const hasUnsafeCharacter = (value: string): boolean =>
  [...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

const looksLikeHost = (path: string): boolean => path.startsWith('//') || hasUnsafeCharacter(path);

/**
 * A redirect target is only ever a path on this site. Anything that a browser could read as another
 * origin (`//host`, `/\host`, schemes, encoded, dot-segment or control-character variants) is refused.
 */
export const safeLocalPath = (raw: string | null | undefined): string | null => {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_PATH_LENGTH) return null;
  if (!raw.startsWith('/') || looksLikeHost(raw)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (looksLikeHost(decoded)) return null;
  let resolved: URL;
  try {
    resolved = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  // Dot segments resolve away: `/.//host` and `/a/..//host` both end up as `//host`.
  if (resolved.origin !== PROBE_ORIGIN || looksLikeHost(resolved.pathname) || looksLikeHost(safeDecode(resolved.pathname))) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
};

const safeDecode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** AUTH-07: the destination, else the last page, else home. */
export const nextPage = (destination: string | null, lastPage: string | null): string =>
  safeLocalPath(destination) ?? safeLocalPath(lastPage) ?? '/';

/**
 * Pages never worth returning to: login and errors, and the one-off pages of required actions,
 * whose addresses may carry single-use tokens.
 */
export const isTransitPage = (path: string): boolean =>
  /^\/(login|logout|error|account\/pin-code|account\/password-reset|validation-code)(\/|$|\?|#)/.test(path);

/** AUTH-12: the login page, with a destination to come back to (never a transit page). */
export const loginPath = (destination: string): string => {
  const target = safeLocalPath(destination);
  return target === null || isTransitPage(target) ? '/login' : `/login?destination=${encodeURIComponent(target)}`;
};

const MAX_PATH_LENGTH = 2048;

/** Control characters and backslashes: browsers strip or rewrite them, turning paths into hosts. */
const hasUnsafeCharacter = (value: string): boolean =>
  [...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * A redirect target is only ever a path on this site. Anything that a browser could read as another
 * origin (`//host`, `/\host`, schemes, encoded or control-character variants) is refused.
 */
export const safeLocalPath = (raw: string | null | undefined): string | null => {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_PATH_LENGTH) return null;
  if (!raw.startsWith('/')) return null;
  if (hasUnsafeCharacter(raw)) return null;
  if (raw.startsWith('//')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.startsWith('//') || hasUnsafeCharacter(decoded)) return null;
  try {
    const resolved = new URL(raw, 'http://site.invalid');
    if (resolved.origin !== 'http://site.invalid') return null;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return null;
  }
};

/** AUTH-07: the destination, else the last page, else home. */
export const nextPage = (destination: string | null, lastPage: string | null): string =>
  safeLocalPath(destination) ?? safeLocalPath(lastPage) ?? '/';

/** Pages that must never become a "last page" to return to. */
export const isTransitPage = (path: string): boolean => /^\/(login|logout|error)(\/|$|\?)/.test(path);

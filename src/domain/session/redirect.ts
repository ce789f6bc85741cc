const MAX_PATH_LENGTH = 2048;

/**
 * A redirect target is only ever a path on this site. Anything that a browser could read as another
 * origin (`//host`, `/\host`, schemes, encoded or control-character variants) is refused.
 */
export const safeLocalPath = (raw: string | null | undefined): string | null => {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_PATH_LENGTH) return null;
  if (!raw.startsWith('/')) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  if (raw.startsWith('//')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(decoded)) return null;
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

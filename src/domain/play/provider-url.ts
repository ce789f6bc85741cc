/** Spaces, control characters and backslashes: browsers strip or rewrite them, changing the host. */
const isUnsafeCharacter = (char: string): boolean => char === '\\' || char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f;

/**
 * The launch URL the platform answered, kept only when its origin is exactly one of the game
 * provider origins the site configuration allows: `javascript:`, `data:`, relative paths, other
 * hosts, other ports, credentials in the URL and look-alike hosts are all refused.
 */
export const providerFrameUrl = (raw: string, providerOrigins: readonly string[]): { readonly url: string; readonly origin: string } | null => {
  if (raw.length === 0 || raw.length > 4096 || [...raw].some(isUnsafeCharacter)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '') return null;
  if (!providerOrigins.includes(url.origin)) return null;
  return { url: url.href, origin: url.origin };
};

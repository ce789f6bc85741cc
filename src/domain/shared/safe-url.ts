const hasControlCharacter = (text: string): boolean => {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
};

/**
 * Whether a URL from the platform may be used as an image, link or frame: a same-origin path, or an
 * absolute URL on one of the allowed origins (exact match). `javascript:`, `data:`, protocol-relative
 * and every other origin are refused.
 */
export const safeUrl = (raw: string, allowedOrigins: readonly string[]): string | null => {
  if (raw.length === 0 || raw.length > 2048 || raw.includes('\\') || hasControlCharacter(raw)) return null;
  if (raw.startsWith('/')) return raw.startsWith('//') ? null : raw;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return allowedOrigins.includes(url.origin) ? url.href : null;
};

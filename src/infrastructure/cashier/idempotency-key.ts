const KEY_SHAPE = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The Idempotency-Key of an operation on one thing, derived from the thing: a withdrawal is reversed
 * at most once, so every try to reverse it (a double press, a retry after a lost answer, another tab)
 * carries the same key and the platform answers the first result. An id that would not make a valid
 * key is hashed into one (FNV-1a, twice, for 16 hex digits).
 */
export const idempotencyKeyFor = (operation: string, id: string): string => {
  const key = `${operation}-${id}`;
  if (KEY_SHAPE.test(key)) return key;
  return `${operation}-${fnv1a(key, 0x811c9dc5)}${fnv1a(key, 0x01000193)}`.slice(0, 64);
};

const fnv1a = (text: string, seed: number): string => {
  let hash = seed >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
};

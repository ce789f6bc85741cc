import * as t from 'io-ts';

/** An instant as the platform writes it (ISO 8601, at most 64 characters), read as a `Date`; anything unreadable fails. */
export const IsoDate = new t.Type<Date, string, unknown>(
  'IsoDate',
  (u): u is Date => u instanceof Date,
  (u, context) => {
    if (typeof u !== 'string' || u.length > 64) return t.failure(u, context);
    const date = new Date(u);
    return Number.isNaN(date.getTime()) ? t.failure(u, context) : t.success(date);
  },
  (date) => date.toISOString(),
);

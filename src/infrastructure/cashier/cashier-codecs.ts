import * as t from 'io-ts';
import { parseCurrency } from '../../domain/wallet';
import type { Money } from '../../domain/wallet';
import { BoundedString, ShortString } from '../shared/codecs';

/** An amount in minor units on the money paths: a safe integer, signed where the path says so. */
export const MinorAmount = new t.Type<number, number, unknown>(
  'MinorAmount',
  (u): u is number => typeof u === 'number' && Number.isSafeInteger(u),
  (u, c) => (typeof u === 'number' && Number.isSafeInteger(u) ? t.success(u) : t.failure(u, c)),
  t.identity,
);

/** An ISO 8601 instant the browser can read. */
export const Instant = new t.Type<string, string, unknown>(
  'Instant',
  (u): u is string => typeof u === 'string' && u.length <= 40 && !Number.isNaN(Date.parse(u)),
  (u, c) => (typeof u === 'string' && u.length <= 40 && !Number.isNaN(Date.parse(u)) ? t.success(u) : t.failure(u, c)),
  t.identity,
);

export const Identifier = BoundedString(128);

/** The amount with its currency, or null when the currency is unreadable. */
export const moneyOf = (minor: number, currency: string): Money | null => {
  const code = parseCurrency(currency);
  return code === null ? null : { minor, currency: code };
};

export { ShortString };

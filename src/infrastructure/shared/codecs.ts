import { left, right, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import { PathReporter } from 'io-ts/PathReporter';
import type { GatewayError } from '../../domain/shared/gateway-error';

const refine = <A>(name: string, is: (u: unknown) => u is A): t.Type<A, A, unknown> =>
  new t.Type<A, A, unknown>(name, is, (u, c) => (is(u) ? t.success(u) : t.failure(u, c)), t.identity);

/**
 * Money and points the spec never makes negative (balances, loyalty points): finite and at least zero.
 * (`t.number` lets `NaN` and `Infinity` through; money and counts never may.)
 */
export const NonNegativeAmount = refine('NonNegativeAmount', (u): u is number => typeof u === 'number' && Number.isFinite(u) && u >= 0);

/** A count: a non-negative safe integer. */
export const Count = refine('Count', (u): u is number => typeof u === 'number' && Number.isSafeInteger(u) && u >= 0);

export const BoundedString = (maxLength: number) =>
  refine(`String(<=${maxLength})`, (u): u is string => typeof u === 'string' && u.length <= maxLength);

export const ShortString = BoundedString(256);

/** A field that may be missing or null. */
export const optional = <C extends t.Mixed>(codec: C) => t.union([codec, t.null, t.undefined]);

export const BoundedArray = <C extends t.Mixed>(item: C, maxLength: number) =>
  t.refinement(t.readonlyArray(item), (items) => items.length <= maxLength, `ReadonlyArray<${item.name}>(<=${maxLength})`);

export const decodeWith = <A>(codec: t.Decoder<unknown, A>, body: unknown): Either<GatewayError, A> => {
  const result = codec.decode(body);
  if (result._tag === 'Right') return right(result.right);
  return left({ code: 'DECODE', detail: PathReporter.report(result).slice(0, 3).join('; ') });
};

export const orNull = <A>(value: A | null | undefined): A | null => (value === undefined ? null : value);

import * as t from 'io-ts';
import { BoundedArray, ShortString } from '../shared/codecs';
import { IsoDate } from './iso-date-codec';

const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

/** SG-18: optional on the wire (a platform before the register of self-exclusions leaves it out): missing reads as false. */
const FromAnotherAccount = new t.Type<boolean, boolean, unknown>(
  'FromAnotherAccount',
  t.boolean.is,
  (value, context) => (value === undefined ? t.success(false) : t.boolean.validate(value, context)),
  t.identity,
);

/** One exclusion of docs/api.md "Time-out and self-exclusion". */
export const ExclusionCodec = t.type({
  kind: t.keyof({ TIME_OUT: null, SELF_EXCLUSION: null }),
  startedAt: IsoDate,
  endsAt: IsoDate,
  expired: t.boolean,
  endRequestedAt: nullable(IsoDate),
  endsAfterRequestAt: nullable(IsoDate),
  fromAnotherAccount: FromAnotherAccount,
});

/** `GET RG/exclusion`: `{"exclusion": null | {…}}`. */
export const ExclusionBody = t.type({ exclusion: nullable(ExclusionCodec) });

/** The exclusion a 201, a 200 or a 409 ALREADY_EXCLUDED carries. */
export const ExclusionAnswer = t.type({ exclusion: ExclusionCodec });

/** A 422 of the exclusion routes. */
export const ExclusionValidation = t.type({
  errorCode: ShortString,
  fieldErrors: BoundedArray(t.type({ field: ShortString, cause: ShortString }), 20),
});

export const ErrorCodeBody = t.type({ errorCode: ShortString });

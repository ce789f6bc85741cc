import * as t from 'io-ts';
import type { RealityCheckSetting, SessionSummary } from '../../domain/safer-gambling';
import { parseCurrency } from '../../domain/wallet';
import { Count, ShortString } from '../shared/codecs';
import { IsoDate } from './iso-date-codec';

/** Minor units, won or lost: a safe integer of either sign. */
const SignedMinorUnits = new t.Type<number, number, unknown>(
  'SignedMinorUnits',
  (u): u is number => typeof u === 'number' && Number.isSafeInteger(u),
  (u, context) => (typeof u === 'number' && Number.isSafeInteger(u) ? t.success(u) : t.failure(u, context)),
  t.identity,
);

/** A positive whole number of minutes of at most a day. */
const Minutes = new t.Type<number, number, unknown>(
  'Minutes',
  (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= 1 && u <= 1440,
  (u, context) => (Count.is(u) && u >= 1 && u <= 1440 ? t.success(u) : t.failure(u, context)),
  t.identity,
);

export const RealityCheckBody = t.type({ realityCheckMinutes: Minutes, realityCheckMinutesDefault: Minutes });

export const SessionSummaryBody = t.intersection([
  RealityCheckBody,
  t.type({
    startedAt: IsoDate,
    previousLoginAt: t.union([IsoDate, t.null]),
    now: IsoDate,
    currency: ShortString,
    netPosition: SignedMinorUnits,
    sessionTimeEndsAt: t.union([IsoDate, t.null]),
  }),
]);

/** The summary in the site's terms; null when its currency is not one. */
export const sessionSummaryOf = (body: t.TypeOf<typeof SessionSummaryBody>): SessionSummary | null => {
  const currency = parseCurrency(body.currency);
  if (currency === null) return null;
  return {
    startedAt: body.startedAt,
    previousLoginAt: body.previousLoginAt,
    now: body.now,
    netPosition: { minor: body.netPosition, currency },
    realityCheckMinutes: body.realityCheckMinutes,
    realityCheckMinutesDefault: body.realityCheckMinutesDefault,
    sessionTimeEndsAt: body.sessionTimeEndsAt,
  };
};

export const realityCheckSettingOf = (body: t.TypeOf<typeof RealityCheckBody>): RealityCheckSetting => ({
  realityCheckMinutes: body.realityCheckMinutes,
  realityCheckMinutesDefault: body.realityCheckMinutesDefault,
});

const FieldErrorsBody = t.type({ fieldErrors: t.array(t.type({ field: t.string, cause: t.string })) });

/** The 422's cause for `minutes`, read as the site's; null when the body names none. */
export const realityCheckCauseOf = (body: unknown): 'REQUIRED' | 'INVALID_FORMAT' | null => {
  const decoded = FieldErrorsBody.decode(body);
  if (decoded._tag === 'Left') return null;
  const minutes = decoded.right.fieldErrors.slice(0, 20).find((error) => error.field === 'minutes');
  if (minutes === undefined) return null;
  return minutes.cause === 'REQUIRED' ? 'REQUIRED' : 'INVALID_FORMAT';
};

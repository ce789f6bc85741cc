import * as t from 'io-ts';
import type { LimitCause, LimitProblem, PendingChange, PlayerLimit, PlayerLimits } from '../../domain/safer-gambling';
import { BoundedArray, BoundedString, Count, ShortString } from '../shared/codecs';
import { IsoDate } from './iso-date-codec';

const Period = t.keyof({ DAY: null, WEEK: null, MONTH: null });
const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

const MoneyLimit = t.type({
  type: t.keyof({ DEPOSIT: null, LOSS: null, WAGER: null }),
  period: Period,
  amount: Count,
  used: Count,
  pending: nullable(t.type({ amount: nullable(Count), appliesAt: IsoDate })),
});

const TimeLimit = t.type({
  type: t.literal('SESSION_TIME'),
  period: t.literal('DAY'),
  minutes: Count,
  used: Count,
  // The contract names `amount` for every pending change; minutes are accepted as well.
  pending: nullable(t.intersection([t.type({ appliesAt: IsoDate }), t.partial({ amount: nullable(Count), minutes: nullable(Count) })])),
});

/** One limit of the platform's answer, in the site's terms; null for one the site does not know. */
export const limitOf = (raw: unknown): PlayerLimit | null => {
  const money = MoneyLimit.decode(raw);
  if (money._tag === 'Right') {
    const { type, period, amount, used, pending } = money.right;
    return { type, period, value: amount, used, pending: pending === null ? null : { value: pending.amount, appliesAt: pending.appliesAt } };
  }
  const time = TimeLimit.decode(raw);
  if (time._tag === 'Right') {
    const { period, minutes, used, pending } = time.right;
    const pendingChange: PendingChange | null = pending === null ? null : { value: pending.minutes ?? pending.amount ?? null, appliesAt: pending.appliesAt };
    return { type: 'SESSION_TIME', period, value: minutes, used, pending: pendingChange };
  }
  return null;
};

export const LimitsBody = t.type({
  currency: ShortString,
  coolingOffHours: Count,
  limits: BoundedArray(t.unknown, 100),
});

/** A limit type the platform may add later is left out rather than failing the whole list. */
export const limitsOf = (body: t.TypeOf<typeof LimitsBody>): PlayerLimits => ({
  currency: body.currency,
  coolingOffHours: body.coolingOffHours,
  limits: body.limits.map(limitOf).filter((limit): limit is PlayerLimit => limit !== null),
});

export const ValidationBody = t.type({
  errorCode: t.literal('VALIDATION_ERROR'),
  fieldErrors: BoundedArray(t.type({ field: BoundedString(64), cause: BoundedString(64) }), 20),
});

const FIELDS = ['amount', 'currency', 'minutes'] as const;
const CAUSES: readonly LimitCause[] = ['REQUIRED', 'INVALID_FORMAT', 'NOT_POSITIVE', 'TOO_MANY_DECIMALS', 'TOO_LARGE', 'NOT_ALLOWED', 'OUT_OF_RANGE'];

/** The platform's field problems the form can show; a cause it does not know reads as a format problem (minutes: out of range). */
export const problemsOf = (body: t.TypeOf<typeof ValidationBody>): LimitProblem[] =>
  body.fieldErrors.flatMap(({ field, cause }) => {
    const known = FIELDS.find((name) => name === field);
    if (known === undefined) return [];
    const fallback: LimitCause = known === 'minutes' ? 'OUT_OF_RANGE' : 'INVALID_FORMAT';
    return [{ field: known, cause: CAUSES.find((name) => name === cause) ?? fallback }];
  });

import { isJsonObject } from '../../kernel/http/validation.ts';
import { currencyDecimals } from '../../kernel/money.ts';
import type { LimitPeriod } from './limit-periods.ts';
import type { LimitType } from './limits-store.ts';

export type LimitFieldCause = 'REQUIRED' | 'INVALID_FORMAT' | 'TOO_LARGE' | 'NOT_ALLOWED';

export interface LimitFieldError {
  field: string;
  cause: LimitFieldCause;
}

/** SG-02: no money limit above a million in the currency's units. */
export const largestLimitUnits = 1_000_000;
/** SG-02: a session-time limit is a whole number of minutes within a day. */
export const sessionMinutesRange = { min: 1, max: 1440 } as const;

const limitTypes: readonly LimitType[] = ['DEPOSIT', 'LOSS', 'WAGER', 'SESSION_TIME'];
const limitPeriods: readonly LimitPeriod[] = ['DAY', 'WEEK', 'MONTH'];

export type LimitKey = { type: LimitType; period: LimitPeriod };

/** The path's limit: a known type and period; SESSION_TIME is daily only. */
export function readLimitKey(params: { type: string; period: string }): { ok: true; key: LimitKey } | { ok: false; errors: LimitFieldError[] } {
  const type = limitTypes.find((candidate) => candidate === params.type);
  const period = limitPeriods.find((candidate) => candidate === params.period);
  const errors: LimitFieldError[] = [];
  if (type === undefined) errors.push({ field: 'type', cause: 'INVALID_FORMAT' });
  if (period === undefined || (type === 'SESSION_TIME' && period !== 'DAY')) errors.push({ field: 'period', cause: 'INVALID_FORMAT' });
  if (type === undefined || period === undefined || errors.length > 0) return { ok: false, errors };
  return { ok: true, key: { type, period } };
}

/**
 * The limit's value from a PUT body: minutes for SESSION_TIME, else a positive whole number of the
 * player's minor units (so 12.345 EUR, sent as 1234.5, is refused) in the player's currency.
 */
export function readLimitValue(body: unknown, type: LimitType, playerCurrency: string): { ok: true; value: number } | { ok: false; errors: LimitFieldError[] } {
  const source = isJsonObject(body) ? body : {};
  if (type === 'SESSION_TIME') {
    const { minutes } = source;
    if (minutes === undefined || minutes === null) return { ok: false, errors: [{ field: 'minutes', cause: 'REQUIRED' }] };
    if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < sessionMinutesRange.min || minutes > sessionMinutesRange.max) {
      return { ok: false, errors: [{ field: 'minutes', cause: 'INVALID_FORMAT' }] };
    }
    return { ok: true, value: minutes };
  }
  const errors: LimitFieldError[] = [];
  const { amount, currency } = source;
  if (currency === undefined || currency === null) errors.push({ field: 'currency', cause: 'REQUIRED' });
  else if (currency !== playerCurrency) errors.push({ field: 'currency', cause: 'NOT_ALLOWED' });
  let value: number | undefined;
  if (amount === undefined || amount === null) errors.push({ field: 'amount', cause: 'REQUIRED' });
  else if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    // 1e300 is an integer, but not one of any currency: too large, not badly written.
    if (typeof amount === 'number' && Number.isInteger(amount) && amount > 0) errors.push({ field: 'amount', cause: 'TOO_LARGE' });
    else errors.push({ field: 'amount', cause: 'INVALID_FORMAT' });
  } else if (amount > largestLimitUnits * 10 ** currencyDecimals(playerCurrency)) errors.push({ field: 'amount', cause: 'TOO_LARGE' });
  else value = amount;
  if (value === undefined || errors.length > 0) return { ok: false, errors };
  return { ok: true, value };
}

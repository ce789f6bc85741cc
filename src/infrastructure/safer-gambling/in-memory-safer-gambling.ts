import type { LimitPeriod, LimitProblem, LimitType, LimitValue, PlayerLimit, PlayerLimits } from '../../domain/safer-gambling';
import { decimalsOf } from '../../domain/wallet/money';

const HOUR_MS = 3_600_000;

/** What a limit change answered: the limit, a 404 or 422 field problems. */
export type LimitAnswer = { readonly limit: PlayerLimit } | { readonly notFound: true } | { readonly problems: readonly LimitProblem[] };

/**
 * Tests only: each player's limits as the platform keeps them, with the platform's own rules for
 * changing them (docs/api.md "### Limits"), so the site's fakes answer as the sandbox does: a new or
 * lower limit at once, a raise or a removal after the cooling-off time, a due change applied on the
 * next read. Tests set the clock, the cooling-off time and what each period has used.
 */
export class InMemorySaferGambling {
  coolingOffHours = 24;
  now: () => Date = () => new Date();
  /** Field problems the next changes answer with, whatever they ask: a test's way to meet a platform refusal the site's own checks prevent. */
  readonly scriptedRefusals: (readonly LimitProblem[])[] = [];
  private readonly limitsByPlayer = new Map<string, PlayerLimit[]>();

  limitsOf(username: string, currency: string): PlayerLimits {
    return { currency, coolingOffHours: this.coolingOffHours, limits: this.applyDue(username) };
  }

  /** What the period has used so far: deposits, wagers, net losses or minutes logged in. */
  recordUse(username: string, type: LimitType, period: LimitPeriod, used: number): void {
    this.update(username, type, period, (limit) => ({ ...limit, used }));
  }

  set(username: string, currency: string, type: LimitType, period: LimitPeriod, value: LimitValue): LimitAnswer {
    const problems = this.scriptedRefusals.shift() ?? problemsOf(type, period, value, currency);
    if (problems.length > 0) return { problems };
    const wanted = 'minutes' in value ? value.minutes : value.amount;
    const current = this.applyDue(username).find((limit) => limit.type === type && limit.period === period);
    const next: PlayerLimit =
      current === undefined
        ? { type, period, value: wanted, used: 0, pending: null }
        : wanted > current.value
          ? { ...current, pending: { value: wanted, appliesAt: this.afterCoolingOff() } }
          : { ...current, value: wanted, pending: null };
    this.store(username, next);
    return { limit: next };
  }

  remove(username: string, type: LimitType, period: LimitPeriod): LimitAnswer {
    const current = this.applyDue(username).find((limit) => limit.type === type && limit.period === period);
    if (current === undefined) return { notFound: true };
    // Asking again keeps the first removal's date, as the platform does.
    const next = current.pending?.value === null ? current : { ...current, pending: { value: null, appliesAt: this.afterCoolingOff() } };
    this.store(username, next);
    return { limit: next };
  }

  private afterCoolingOff(): Date {
    return new Date(this.now().getTime() + this.coolingOffHours * HOUR_MS);
  }

  private applyDue(username: string): PlayerLimit[] {
    const now = this.now().getTime();
    const limits = (this.limitsByPlayer.get(username) ?? []).flatMap((limit): PlayerLimit[] => {
      if (limit.pending === null || limit.pending.appliesAt.getTime() > now) return [limit];
      return limit.pending.value === null ? [] : [{ ...limit, value: limit.pending.value, pending: null }];
    });
    this.limitsByPlayer.set(username, limits);
    return limits;
  }

  private update(username: string, type: LimitType, period: LimitPeriod, change: (limit: PlayerLimit) => PlayerLimit): void {
    const limit = this.applyDue(username).find((known) => known.type === type && known.period === period);
    if (limit === undefined) throw new Error(`${username} has no ${type} ${period} limit`);
    this.store(username, change(limit));
  }

  private store(username: string, limit: PlayerLimit): void {
    const others = (this.limitsByPlayer.get(username) ?? []).filter((known) => known.type !== limit.type || known.period !== limit.period);
    this.limitsByPlayer.set(username, [...others, limit]);
  }
}

const problemsOf = (type: LimitType, period: LimitPeriod, value: LimitValue, currency: string): LimitProblem[] => {
  if (type === 'SESSION_TIME') {
    const minutes = 'minutes' in value ? value.minutes : Number.NaN;
    return period === 'DAY' && Number.isInteger(minutes) && minutes >= 1 && minutes <= 1440 ? [] : [{ field: 'minutes', cause: 'OUT_OF_RANGE' }];
  }
  if (!('amount' in value)) return [{ field: 'amount', cause: 'INVALID_FORMAT' }];
  if (value.currency !== currency) return [{ field: 'currency', cause: 'NOT_ALLOWED' }];
  if (!Number.isSafeInteger(value.amount) || value.amount <= 0) return [{ field: 'amount', cause: 'INVALID_FORMAT' }];
  if (value.amount > 1_000_000 * 10 ** decimalsOf(currency)) return [{ field: 'amount', cause: 'TOO_LARGE' }];
  return [];
};

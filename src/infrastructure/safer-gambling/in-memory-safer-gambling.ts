import type { LimitPeriod, LimitProblem, LimitType, LimitValue, PlayerLimit, PlayerLimits } from '../../domain/safer-gambling';

/** What a limit change answered: the limit, a 404 or 422 field problems. */
export type LimitAnswer = { readonly limit: PlayerLimit } | { readonly notFound: true } | { readonly problems: readonly LimitProblem[] };

/** How the platform answers the next change, as a test scripts it. */
type ScriptedChange = { readonly refuse: readonly LimitProblem[] } | { readonly holdUntil: Date };

/**
 * Tests only: each player's limits as the platform reports them, and how it answers the next changes.
 * It keeps no rules of its own (docs/decisions.md "Fakes hold state"; the rules are the sandbox's,
 * proven in sandbox/services/responsible-gambling/limits.test.ts): a change is stored as asked and
 * applies at once, unless a test said the platform holds it until a date (`holdNextChangeUntil`: a
 * raise or a removal waiting for the cooling-off, SG-03) or refuses it (`refuseNextChangeWith`:
 * field problems, SG-14). What a period has used and a change that came due are state a test puts
 * (`put`); the cooling-off time is what the platform reports, as a test sets it.
 */
export class InMemorySaferGambling {
  coolingOffHours = 24;
  private readonly scripted: ScriptedChange[] = [];
  private readonly limitsByPlayer = new Map<string, PlayerLimit[]>();

  limitsOf(username: string, currency: string): PlayerLimits {
    return { currency, coolingOffHours: this.coolingOffHours, limits: [...this.stored(username)] };
  }

  /** A limit as the platform holds it now (its value, what the period used, any change waiting), as a test gives it. */
  put(username: string, limit: PlayerLimit): void {
    this.store(username.toLowerCase(), limit);
  }

  /** The next change is refused with these field problems (what the platform's own checks found). */
  refuseNextChangeWith(problems: readonly LimitProblem[]): void {
    this.scripted.push({ refuse: problems });
  }

  /** The next change is taken but waits until `appliesAt`: the current limit stays until then (a raise or a removal, SG-03). */
  holdNextChangeUntil(appliesAt: Date): void {
    this.scripted.push({ holdUntil: appliesAt });
  }

  set(username: string, _currency: string, type: LimitType, period: LimitPeriod, value: LimitValue): LimitAnswer {
    const scripted = this.scripted.shift();
    if (scripted !== undefined && 'refuse' in scripted) return { problems: scripted.refuse };
    const wanted = 'minutes' in value ? value.minutes : value.amount;
    const current = this.find(username, type, period);
    const next: PlayerLimit =
      scripted !== undefined && current !== undefined
        ? { ...current, pending: { value: wanted, appliesAt: scripted.holdUntil } }
        : { type, period, value: wanted, used: current?.used ?? 0, pending: null };
    this.store(username, next);
    return { limit: next };
  }

  remove(username: string, type: LimitType, period: LimitPeriod): LimitAnswer {
    const current = this.find(username, type, period);
    if (current === undefined) return { notFound: true };
    const scripted = this.scripted.shift();
    if (scripted !== undefined && 'refuse' in scripted) return { problems: scripted.refuse };
    if (scripted === undefined) {
      this.limitsByPlayer.set(username, this.stored(username).filter((known) => known !== current));
      return { limit: { ...current, pending: null } };
    }
    const next: PlayerLimit = { ...current, pending: { value: null, appliesAt: scripted.holdUntil } };
    this.store(username, next);
    return { limit: next };
  }

  private stored(username: string): readonly PlayerLimit[] {
    return this.limitsByPlayer.get(username) ?? [];
  }

  private find(username: string, type: LimitType, period: LimitPeriod): PlayerLimit | undefined {
    return this.stored(username).find((limit) => limit.type === type && limit.period === period);
  }

  private store(username: string, limit: PlayerLimit): void {
    const others = this.stored(username).filter((known) => known.type !== limit.type || known.period !== limit.period);
    this.limitsByPlayer.set(username, [...others, limit]);
  }
}

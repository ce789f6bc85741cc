import { isLeft, left, right, type Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { of, shareReplay, startWith, Subject, switchMap, tap, type Observable } from 'rxjs';
import { jurisdictionFor, type HelpOrganisation, type JurisdictionRules, type SelfExclusionScheme, type SiteConfig } from '../../domain/config';
import {
  changeOf,
  isTimeLimit,
  limitIn,
  parseLimitAmount,
  parseSessionMinutes,
  type LimitChange,
  type LimitFailure,
  type LimitSlot,
  type LimitsGateway,
  type LimitValue,
  type PlayerLimit,
  type PlayerLimits,
} from '../../domain/safer-gambling';
import { loadOnce } from '../shared/load-once';
import { ConfigTokens } from '../config/tokens';
import { LOADING_STATE, type LoadState } from '../shared/load-state';
import type { LanguageService } from '../i18n/language-service';
import { I18nTokens } from '../i18n/tokens';
import type { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import { SaferGamblingTokens } from './tokens';

/** A change the platform took: the limit as it now stands, and whether it applied at once or waits (SG-03). */
export interface LimitChangeTaken {
  readonly change: LimitChange | 'REMOVAL';
  readonly limit: PlayerLimit;
}

/**
 * SG-01..SG-03, SG-14: the player's limits, and setting, changing and removing them. What the player
 * typed is read in their language and currency first, so a bad amount is explained before anything
 * is sent; the platform still checks every change and enforces every limit.
 */
@injectable()
export class LimitsService {
  private readonly reloads = new Subject<void>();
  private latest: PlayerLimits | null = null;
  /** Null for a visitor. */
  readonly limits$: Observable<LoadState<PlayerLimits> | null>;

  constructor(
    @inject(SaferGamblingTokens.LimitsGateway) private readonly gateway: LimitsGateway,
    @inject(SessionTokens.SessionService) private readonly session: SessionService,
    @inject(I18nTokens.LanguageService) private readonly language: LanguageService,
    @inject(ConfigTokens.SiteConfig) private readonly config: SiteConfig,
  ) {
    this.limits$ = session.id$.pipe(
      tap(() => (this.latest = null)),
      switchMap((id) =>
        id === null
          ? of(null)
          : this.reloads.pipe(
              startWith(undefined),
              switchMap(() =>
                loadOnce(async (signal) => {
                  const loaded = await gateway.load(id, signal);
                  if (!isLeft(loaded)) this.latest = loaded.right;
                  return loaded;
                }),
              ),
              startWith(LOADING_STATE),
            ),
      ),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
  }

  reload(): void {
    this.reloads.next();
  }

  /** The currency the player's money limits are in: the platform's answer, else the player's wallet currency. */
  currency(): string | null {
    const state = this.session.current();
    return this.latest?.currency ?? (state.status === 'authenticated' ? state.user.currency : null);
  }

  /** Sets, lowers or raises one limit to what the player typed (an amount in their language, or minutes). */
  async set(slot: LimitSlot, typed: string): Promise<Either<LimitFailure, LimitChangeTaken>> {
    const id = this.session.currentId();
    const currency = this.currency();
    if (id === null || currency === null) return left({ code: 'UNAVAILABLE', cause: { code: 'UNAUTHORIZED' } });
    const parsed = isTimeLimit(slot.type) ? parseSessionMinutes(typed) : parseLimitAmount(typed, currency, this.language.current());
    if (isLeft(parsed)) return left({ code: 'INVALID', problems: [parsed.left] });
    const value: LimitValue = isTimeLimit(slot.type) ? { minutes: parsed.right } : { amount: parsed.right, currency };
    const current = this.latest === null ? null : limitIn(this.latest, slot);
    const taken = await this.gateway.set(id, slot.type, slot.period, value);
    if (isLeft(taken)) return taken;
    this.reload();
    return right({ change: changeOf(current, parsed.right), limit: taken.right });
  }

  /** Asks to remove a limit: the platform keeps it until the cooling-off time has passed (SG-03). */
  async remove(slot: LimitSlot): Promise<Either<LimitFailure, LimitChangeTaken>> {
    const id = this.session.currentId();
    if (id === null) return left({ code: 'UNAVAILABLE', cause: { code: 'UNAUTHORIZED' } });
    const taken = await this.gateway.remove(id, slot.type, slot.period);
    if (isLeft(taken) && taken.left.code !== 'NOT_FOUND') return taken;
    this.reload();
    return isLeft(taken) ? taken : right({ change: 'REMOVAL', limit: taken.right });
  }

  /** SG-01: the help organisations of the player's jurisdiction (a visitor's: the operator's default). */
  helpOrganisations(): readonly HelpOrganisation[] {
    return this.jurisdiction().helpOrganisations;
  }

  /** SG-19: the national self-exclusion scheme of the player's jurisdiction (a visitor's: the operator's default), or null. */
  selfExclusionScheme(): SelfExclusionScheme | null {
    return this.jurisdiction().selfExclusionScheme;
  }

  /** SG-03: how long a raise or a removal waits: the platform's word with the limits, else the jurisdiction's. */
  coolingOffHours(): number {
    return this.latest?.coolingOffHours ?? this.jurisdiction().coolingOffHours;
  }

  private jurisdiction(): JurisdictionRules {
    const state = this.session.current();
    const user = state.status === 'authenticated' ? state.user : null;
    return jurisdictionFor(this.config, { countryCode: user?.countryCode ?? null, subdivision: user?.subdivision ?? null });
  }
}

import { inject, injectable } from 'inversify';
import {
  defer,
  distinctUntilChanged,
  EMPTY,
  exhaustMap,
  filter,
  map,
  Observable,
  type SchedulerLike,
  shareReplay,
  startWith,
  switchMap,
  timer,
} from 'rxjs';
import type { SiteConfig } from '../../domain/config';
import type { GameId, Jackpot, JackpotGateway, JackpotQuery } from '../../domain/games';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { Logger } from '../../domain/shared/ports';
import type { Either } from 'fp-ts/Either';
import { ConfigTokens } from '../config/tokens';
import type { LanguageService } from '../i18n/language-service';
import { I18nTokens } from '../i18n/tokens';
import { SharedTokens } from '../shared/tokens';
import type { VisibilityService } from '../shared/visibility';
import { GamesTokens, JACKPOT_REFRESH_MS } from './tokens';

export type JackpotAmounts = ReadonlyMap<GameId, number>;

interface Cached {
  readonly amounts: JackpotAmounts;
  readonly at: number;
}

/**
 * GAME-02: the jackpots, asked once and shared by every card. The answer is kept per language, and
 * asked again every 30 s while the page is visible and something shows an amount, so amounts tick;
 * a card shown within 30 s of the last answer uses it without asking.
 */
@injectable()
export class JackpotService {
  private readonly cache = new Map<string, Cached>();
  readonly amounts$: Observable<JackpotAmounts | null>;

  constructor(
    @inject(GamesTokens.JackpotGateway) private readonly gateway: JackpotGateway,
    @inject(I18nTokens.LanguageService) private readonly language: LanguageService,
    @inject(ConfigTokens.SiteConfig) private readonly config: SiteConfig,
    @inject(SharedTokens.Visibility) private readonly visibility: VisibilityService,
    @inject(SharedTokens.Logger) private readonly logger: Logger,
    @inject(SharedTokens.Scheduler) private readonly scheduler: SchedulerLike,
  ) {
    this.amounts$ = this.language.language$.pipe(
      map((language): JackpotQuery => ({ currencyCode: this.config.defaultCurrency, language, channelType: 'desktop' })),
      switchMap((query) => this.refreshed(query)),
      distinctUntilChanged(),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
  }

  /** One game's amount in minor units; null while unknown or when the game has no jackpot. */
  amountOf$(gameId: GameId): Observable<number | null> {
    return this.amounts$.pipe(
      map((amounts) => amounts?.get(gameId) ?? null),
      distinctUntilChanged(),
    );
  }

  /** GAME-02: one game's jackpot, asked with the site's default currency and language. */
  jackpotOf(gameId: GameId): Promise<Either<GatewayError, Jackpot | null>> {
    return this.gateway.jackpotOf(gameId, { currencyCode: this.config.defaultCurrency, language: this.config.languageDefault });
  }

  get currency(): string {
    return this.config.defaultCurrency;
  }

  private refreshed(query: JackpotQuery): Observable<JackpotAmounts | null> {
    const key = `${query.currencyCode}/${query.language}/${query.channelType}`;
    const whileVisible = defer(() => {
      const cached = this.cache.get(key);
      const firstIn = cached === undefined ? 0 : Math.max(0, JACKPOT_REFRESH_MS - (this.scheduler.now() - cached.at));
      return timer(firstIn, JACKPOT_REFRESH_MS, this.scheduler).pipe(
        exhaustMap(() => this.ask(query)),
        filter((amounts): amounts is JackpotAmounts => amounts !== null),
        map((amounts) => {
          this.cache.set(key, { amounts, at: this.scheduler.now() });
          return amounts;
        }),
      );
    });
    return this.visibility.visible$.pipe(
      switchMap((visible) => (visible ? whileVisible : EMPTY)),
      startWith(this.cache.get(key)?.amounts ?? null),
    );
  }

  private ask(query: JackpotQuery): Observable<JackpotAmounts | null> {
    return new Observable<JackpotAmounts | null>((subscriber) => {
      const controller = new AbortController();
      void this.gateway.jackpots(query, controller.signal).then((answer) => {
        if (answer._tag === 'Left') {
          // The last amounts stay on the cards; the next refresh tries again.
          if (answer.left.code !== 'ABORTED') this.logger.warn(`jackpots: refresh failed (${answer.left.code})`);
          subscriber.next(null);
        } else {
          subscriber.next(new Map(answer.right.map((jackpot) => [jackpot.gameId, jackpot.amount])));
        }
        subscriber.complete();
      });
      return () => controller.abort();
    });
  }
}

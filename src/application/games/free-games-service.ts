import { inject, injectable } from 'inversify';
import { combineLatest, defer, distinctUntilChanged, from, map, type Observable, of, shareReplay, startWith } from 'rxjs';
import type { SiteConfig } from '../../domain/config';
import type { FreeGamesGateway, GameId } from '../../domain/games';
import type { Logger } from '../../domain/shared/ports';
import { ConfigTokens } from '../config/tokens';
import type { PlayerPolling } from '../session/player-polling';
import { SessionTokens } from '../session/tokens';
import { SharedTokens } from '../shared/tokens';
import { GamesTokens, PROMOTIONAL_SPINS_REFRESH_MS } from './tokens';

const NONE: ReadonlySet<GameId> = new Set();

/**
 * GAME-01, GAME-04, GAME-05: the games a card marks as free: free-games offers (asked once, kept for
 * the visit; a failure is logged and asked again by the next page that shows cards) and, for a
 * logged-in player when the site enables them, promotional spins polled every 5 minutes.
 */
@injectable()
export class FreeGamesService {
  private offers: Promise<ReadonlySet<GameId>> | null = null;
  readonly freeGames$: Observable<ReadonlySet<GameId>>;

  constructor(
    @inject(GamesTokens.FreeGamesGateway) private readonly gateway: FreeGamesGateway,
    @inject(SessionTokens.PlayerPolling) polling: PlayerPolling,
    @inject(ConfigTokens.SiteConfig) config: SiteConfig,
    @inject(SharedTokens.Logger) private readonly logger: Logger,
  ) {
    const offers$ = defer(() => from(this.loadOffers())).pipe(startWith(NONE));
    const spins$: Observable<ReadonlySet<GameId>> = config.isPromotionalSpinEnabled
      ? polling
          .poll((session, signal) => gateway.promotionalSpins(session, signal), PROMOTIONAL_SPINS_REFRESH_MS)
          .pipe(map((state) => (state?.value ? new Set(state.value) : NONE)))
      : of(NONE);
    this.freeGames$ = combineLatest([offers$, spins$]).pipe(
      map(([offered, spins]) => (spins.size === 0 ? offered : offered.size === 0 ? spins : new Set([...offered, ...spins]))),
      distinctUntilChanged(sameIds),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
  }

  private loadOffers(): Promise<ReadonlySet<GameId>> {
    this.offers ??= this.gateway.offers().then((answer) => {
      if (answer._tag === 'Right') return new Set(answer.right);
      this.logger.warn(`free games: offers failed (${answer.left.code})`);
      this.offers = null;
      return NONE;
    });
    return this.offers;
  }
}

const sameIds = (a: ReadonlySet<GameId>, b: ReadonlySet<GameId>): boolean => a.size === b.size && [...a].every((id) => b.has(id));

import { inject, injectable } from 'inversify';
import { BehaviorSubject, combineLatest, from, map, type Observable, of, shareReplay, startWith, switchMap } from 'rxjs';
import type { Game, GameId, PlayerGamesGateway } from '../../domain/games';
import type { SessionId } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { Logger } from '../../domain/shared/ports';
import type { Either } from 'fp-ts/Either';
import type { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import { SharedTokens } from '../shared/tokens';
import type { CatalogueService } from '../games/catalogue-service';
import { LOADING_STATE, mapLoaded, type LoadState } from '../shared/load-state';
import { GamesTokens } from '../games/tokens';
import { PlayerGamesTokens } from './tokens';

export interface MostPlayedEntry {
  readonly game: Game;
  readonly count: number;
}

/**
 * GAME-11, GAME-12: what the player played. A launch posts the game to the recent-activity tracker
 * and counts it as played; either failing is only logged. `/my-games` lists both, as cards of the
 * catalogue's games (a game the catalogue no longer has, or hides from the player's region, is left out).
 */
@injectable()
export class PlayerGamesService {
  private readonly launches = new BehaviorSubject(0);
  private readonly session$: Observable<SessionId | null>;
  readonly recent$: Observable<LoadState<readonly Game[]> | null>;
  readonly mostPlayed$: Observable<LoadState<readonly MostPlayedEntry[]> | null>;

  constructor(
    @inject(PlayerGamesTokens.PlayerGamesGateway) private readonly gateway: PlayerGamesGateway,
    @inject(SessionTokens.SessionService) private readonly session: SessionService,
    @inject(GamesTokens.CatalogueService) private readonly catalogue: CatalogueService,
    @inject(SharedTokens.Logger) private readonly logger: Logger,
  ) {
    this.session$ = session.id$;
    this.recent$ = this.listed(
      (id) => gateway.recent(id),
      (recent, games) => recent.flatMap(({ gameId }) => games.get(gameId) ?? []),
    );
    this.mostPlayed$ = this.listed(
      (id) => gateway.mostPlayed(id),
      (counts, games) => counts.flatMap(({ id, count }) => {
        const game = games.get(id);
        return game === undefined ? [] : [{ game, count }];
      }),
    );
  }

  /** GAME-11, GAME-12: called when a game launches; never fails the launch. */
  async recordLaunch(gameId: GameId): Promise<void> {
    const id = this.session.currentId();
    if (id === null) return;
    const [recent, counted] = await Promise.all([this.gateway.recordRecent(id, gameId), this.gateway.countPlay(id, gameId)]);
    if (recent._tag === 'Left') this.logger.warn(`recent activity: game ${gameId} not recorded (${recent.left.code})`);
    if (counted._tag === 'Left') this.logger.warn(`most played: game ${gameId} not counted (${counted.left.code})`);
    this.refresh();
  }

  /** Reads the lists again (after a failure, or when the page opens again). */
  refresh(): void {
    this.launches.next(this.launches.value + 1);
  }

  private listed<T, V>(
    load: (session: SessionId) => Promise<Either<GatewayError, readonly T[]>>,
    present: (items: readonly T[], games: ReadonlyMap<GameId, Game>) => readonly V[],
  ): Observable<LoadState<readonly V[]> | null> {
    const items$ = combineLatest([this.session$, this.launches]).pipe(
      switchMap(([id]) =>
        id === null
          ? of(null)
          : from(load(id)).pipe(
              map((answer): LoadState<readonly T[]> => (answer._tag === 'Right' ? { status: 'loaded', value: answer.right } : { status: 'failed', error: answer.left })),
              startWith(LOADING_STATE),
            ),
      ),
    );
    return combineLatest([items$, this.catalogue.gamesById$]).pipe(
      map(([items, byId]): LoadState<readonly V[]> | null => {
        if (items === null) return null;
        if (items.status !== 'loaded') return items;
        return mapLoaded(byId, (games) => present(items.value, games));
      }),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
  }
}

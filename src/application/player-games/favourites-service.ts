import { inject, injectable } from 'inversify';
import { BehaviorSubject, combineLatest, map, type Observable, of, shareReplay, switchMap } from 'rxjs';
import type { Game, GameId, PlayerGamesGateway } from '../../domain/games';
import type { SessionId } from '../../domain/session';
import type { Logger } from '../../domain/shared/ports';
import type { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import type { NoticeService } from '../shared/notices';
import { SharedTokens } from '../shared/tokens';
import type { CatalogueService } from '../games/catalogue-service';
import { LOADING_STATE, mapLoaded, type LoadState } from '../shared/load-state';
import { GamesTokens } from '../games/tokens';
import { PlayerGamesTokens } from './tokens';

type Favourites = LoadState<ReadonlySet<GameId>>;

/**
 * The player's starred games, kept by the platform (so they follow the player to another browser).
 * A star shows at once; if the platform refuses it, it is taken back and the player is told.
 */
@injectable()
export class FavouritesService {
  private readonly perSession = new Map<SessionId, BehaviorSubject<Favourites>>();
  private readonly reloads = new BehaviorSubject(0);
  /** null for a visitor (no stars shown). */
  readonly favourites$: Observable<Favourites | null>;
  readonly games$: Observable<LoadState<readonly Game[]> | null>;

  constructor(
    @inject(PlayerGamesTokens.PlayerGamesGateway) private readonly gateway: PlayerGamesGateway,
    @inject(SessionTokens.SessionService) private readonly session: SessionService,
    @inject(GamesTokens.CatalogueService) catalogue: CatalogueService,
    @inject(SharedTokens.Notices) private readonly notices: NoticeService,
    @inject(SharedTokens.Logger) private readonly logger: Logger,
  ) {
    this.favourites$ = combineLatest([session.id$, this.reloads]).pipe(
      switchMap(([id]) => (id === null ? of(null) : this.stateOf(id))),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
    this.games$ = combineLatest([this.favourites$, catalogue.gamesById$]).pipe(
      map(([favourites, byId]): LoadState<readonly Game[]> | null => {
        if (favourites === null) return null;
        if (favourites.status !== 'loaded') return favourites;
        // Newest star first; a game the catalogue no longer shows is left out.
        return mapLoaded(byId, (games) => [...favourites.value].reverse().flatMap((gameId) => games.get(gameId) ?? []));
      }),
    );
  }

  /** Asks again after a failed load. */
  retry(): void {
    this.reloads.next(this.reloads.value + 1);
  }

  /** Stars or unstars a game; resolves to whether the platform kept the change. */
  async toggle(gameId: GameId): Promise<boolean> {
    const id = this.session.currentId();
    if (id === null) return false;
    const state = this.stateOf(id);
    const current = state.value;
    if (current.status !== 'loaded') return false;
    const starring = !current.value.has(gameId);
    state.next({ status: 'loaded', value: withStar(current.value, gameId, starring) });
    const answer = starring ? await this.gateway.star(id, gameId) : await this.gateway.unstar(id, gameId);
    if (answer._tag === 'Right') return true;
    this.logger.warn(`favourites: game ${gameId} not ${starring ? 'starred' : 'unstarred'} (${answer.left.code})`);
    const now = state.value;
    // Only this game's change is taken back: stars given meanwhile to other games stay.
    if (now.status === 'loaded') state.next({ status: 'loaded', value: withStar(now.value, gameId, !starring) });
    if (answer.left.code !== 'UNAUTHORIZED') this.notices.show({ kind: 'error', key: starring ? 'favourites.starFailed' : 'favourites.unstarFailed' });
    return false;
  }

  private stateOf(id: SessionId): BehaviorSubject<Favourites> {
    let state = this.perSession.get(id);
    if (state === undefined) {
      const created = new BehaviorSubject<Favourites>(LOADING_STATE);
      state = created;
      this.perSession.clear();
      this.perSession.set(id, created);
      void this.gateway.favourites(id).then((answer) => {
        if (answer._tag === 'Right') {
          created.next({ status: 'loaded', value: new Set(answer.right) });
        } else {
          this.logger.warn(`favourites: not loaded (${answer.left.code})`);
          this.perSession.delete(id);
          created.next({ status: 'failed', error: answer.left });
        }
      });
    }
    return state;
  }
}

const withStar = (ids: ReadonlySet<GameId>, gameId: GameId, starred: boolean): ReadonlySet<GameId> => {
  const next = new Set(ids);
  if (starred) next.add(gameId);
  else next.delete(gameId);
  return next;
};

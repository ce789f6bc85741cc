import { inject, injectable } from 'inversify';
import { combineLatest, distinctUntilChanged, map, type Observable, shareReplay } from 'rxjs';
import { badgesOf, type GameBadges, type GameId } from '../../domain/games';
import type { FreeGamesService } from './free-games-service';
import type { JackpotService } from './jackpot-service';
import { GamesTokens } from './tokens';

/** What the badges are made from: the games that are free to play, and the jackpots by game. */
export interface BadgeSources {
  readonly freeGames: ReadonlySet<GameId>;
  readonly jackpots: ReadonlyMap<GameId, number>;
}

const NO_JACKPOTS: ReadonlyMap<GameId, number> = new Map();

/**
 * GAME-01: the free-games and jackpot badges of the cards. A list of cards reads `sources$` once and
 * gives each card its badges with `badgesOf`; `badges$` is the same for one game.
 */
@injectable()
export class GameBadgesService {
  readonly sources$: Observable<BadgeSources>;

  constructor(@inject(GamesTokens.FreeGamesService) freeGames: FreeGamesService, @inject(GamesTokens.JackpotService) jackpots: JackpotService) {
    this.sources$ = combineLatest([freeGames.freeGames$, jackpots.amounts$]).pipe(
      map(([free, amounts]) => ({ freeGames: free, jackpots: amounts ?? NO_JACKPOTS })),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
  }

  badges$(gameId: GameId): Observable<GameBadges> {
    return this.sources$.pipe(
      map((sources) => badgesOf({ id: gameId }, sources.freeGames, sources.jackpots)),
      distinctUntilChanged((a, b) => a.freeGames === b.freeGames && a.jackpot === b.jackpot),
    );
  }
}

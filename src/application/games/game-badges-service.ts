import { inject, injectable } from 'inversify';
import { combineLatest, map, type Observable, shareReplay } from 'rxjs';
import type { GameId } from '../../domain/games';
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
 * GAME-01: what the free-games and jackpot badges of the cards are made from. A list of cards reads
 * `sources$` once and gives each card its badges with the domain's `badgesOf`.
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
}

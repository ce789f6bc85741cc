import { inject, injectable } from 'inversify';
import { combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import { badgesOf, type GameBadges, type GameId } from '../../domain/games';
import type { FreeGamesService } from './free-games-service';
import type { JackpotService } from './jackpot-service';
import { GamesTokens } from './tokens';

/** GAME-01: the free-games and jackpot badges of a game's card. */
@injectable()
export class GameBadgesService {
  constructor(
    @inject(GamesTokens.FreeGamesService) private readonly freeGames: FreeGamesService,
    @inject(GamesTokens.JackpotService) private readonly jackpots: JackpotService,
  ) {}

  badges$(gameId: GameId): Observable<GameBadges> {
    return combineLatest([this.freeGames.freeGames$, this.jackpots.amounts$]).pipe(
      map(([free, amounts]) => badgesOf({ id: gameId }, free, amounts ?? new Map())),
      distinctUntilChanged((a, b) => a.freeGames === b.freeGames && a.jackpot === b.jackpot),
    );
  }
}

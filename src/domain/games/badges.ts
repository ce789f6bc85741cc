import type { Game, GameId } from './game';

/** GAME-01: what a card says besides the game's own content badge. */
export interface GameBadges {
  readonly freeGames: boolean;
  readonly jackpot: boolean;
}

/** Free games come from offers and promotional spins; the jackpot badge from the jackpots list. */
export const badgesOf = (game: Pick<Game, 'id'>, freeGames: ReadonlySet<GameId>, jackpots: ReadonlyMap<GameId, number>): GameBadges => ({
  freeGames: freeGames.has(game.id),
  jackpot: jackpots.has(game.id),
});

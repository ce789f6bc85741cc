import type { GameId } from './game';

/** GAME-11: a game the player launched, newest first. */
export interface RecentGame {
  readonly gameId: GameId;
  readonly playedAt: string;
}

/** GAME-12: how often the player launched a game. */
export interface MostPlayedGame {
  readonly id: GameId;
  readonly count: number;
}

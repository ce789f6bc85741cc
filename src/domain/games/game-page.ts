import type { Game } from './game';

/** A game's page: the game and its texts (`/casino/{category}/{subCategory}/{slug}`). */
export interface GamePage {
  readonly game: Game;
  readonly title: string;
  readonly description: string;
  readonly howToPlay: string;
}

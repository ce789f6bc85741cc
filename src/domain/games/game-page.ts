import type { Game } from './game';
import type { GameFacts } from './game-facts';

/** A game's page: the game, its texts, its facts and games like it (`/casino/{category}/{subCategory}/{slug}`). */
export interface GamePage {
  readonly game: Game;
  readonly title: string;
  readonly description: string;
  readonly howToPlay: string;
  readonly facts: GameFacts;
  /** At most eight, never the game itself. */
  readonly similarGames: readonly Game[];
}

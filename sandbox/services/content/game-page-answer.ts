import { gamePageCopy } from '../../seed/content/game-page-copy.ts';
import { categoryGames, type CatalogueGame, type Language } from './catalogue.ts';
import { gameFacts } from './game-facts.ts';
import { wireGame } from './wire-game.ts';

const SIMILAR_GAMES = 8;
const SAME_PROVIDER_FIRST = 4;

/**
 * Up to eight games like this one, never itself, all from its own shelf (subcategory): a few of its
 * provider's most played, then the shelf's. Always of its category, so of its channel and with the
 * same geo filter: a game a visitor may see has similar games the visitor may see.
 */
export function similarGames(game: CatalogueGame): CatalogueGame[] {
  const chosen = new Map<number, CatalogueGame>();
  const take = (candidates: readonly CatalogueGame[], limit: number): void => {
    for (const candidate of candidates) {
      if (chosen.size >= limit) return;
      if (candidate.id !== game.id) chosen.set(candidate.id, candidate);
    }
  };
  const shelf = categoryGames(game.category, game.subCategory) ?? [];
  take(shelf.filter((candidate) => candidate.provider === game.provider), SAME_PROVIDER_FIRST);
  take(shelf, SIMILAR_GAMES);
  return [...chosen.values()];
}

/** `GET …/game-pages/{slug}` (docs/api.md): the game, its copy, its facts and similar games. */
export const gamePageAnswer = (game: CatalogueGame, language: Language) => ({
  game: wireGame(game, language),
  ...gamePageCopy(game, language),
  facts: gameFacts(game),
  similarGames: similarGames(game).map((similar) => wireGame(similar, language)),
});

import { categoryGames, type Language } from './catalogue.ts';
import { wireGame } from './wire-game.ts';

const defaultRailLimit = 12;
const maxRailLimit = 48;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first `limit` games of a section's category, as the site shows them in a rail. */
function gameListOf(games: Record<string, unknown>, language: Language) {
  const category = typeof games.category === 'string' ? games.category : '';
  const subCategory = typeof games.subCategory === 'string' ? games.subCategory : undefined;
  const limit = typeof games.limit === 'number' && Number.isInteger(games.limit) && games.limit > 0 ? Math.min(games.limit, maxRailLimit) : defaultRailLimit;
  return (categoryGames(category, subCategory) ?? []).slice(0, limit).map((game) => wireGame(game, language));
}

/** A stored item with every rail's games inlined (`gameList`), however deep the rail sits. */
function renderItem(item: unknown, language: Language): unknown {
  if (Array.isArray(item)) return item.map((child) => renderItem(child, language));
  if (!isObject(item)) return item;
  const rendered: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) rendered[key] = renderItem(value, language);
  if (item.type === 'section' && isObject(item.games)) rendered.gameList = gameListOf(item.games, language);
  return rendered;
}

/** A page as served: the stored page with its rails filled from the catalogue. */
export function renderPage(page: unknown, language: Language): unknown {
  return renderItem(page, language);
}

import type { Game } from './game';

export type GameSort = 'popular' | 'new' | 'az';
export const GAME_SORTS: readonly GameSort[] = ['popular', 'new', 'az'];

export const isGameSort = (value: string | null): value is GameSort => value !== null && (GAME_SORTS as readonly string[]).includes(value);

/** The category grid's order: most played first, newest first, or by name in the player's language. */
export const sortGames = (games: readonly Game[], sort: GameSort, language: string): readonly Game[] => {
  const byName = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  const copy = [...games];
  switch (sort) {
    case 'popular':
      return copy.sort((a, b) => b.popularity - a.popularity || byName.compare(a.name, b.name));
    case 'new':
      return copy.sort((a, b) => (a.releasedAt < b.releasedAt ? 1 : a.releasedAt > b.releasedAt ? -1 : byName.compare(a.name, b.name)));
    case 'az':
      return copy.sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
  }
};

export interface ProviderOption {
  readonly slug: string;
  readonly name: string;
  readonly count: number;
}

/** The providers present in a list, by name, for the provider filter. */
export const providersOf = (games: readonly Game[], language: string): readonly ProviderOption[] => {
  const counts = new Map<string, ProviderOption>();
  for (const game of games) {
    const known = counts.get(game.provider);
    counts.set(game.provider, { slug: game.provider, name: game.providerName, count: (known?.count ?? 0) + 1 });
  }
  const byName = new Intl.Collator(language, { sensitivity: 'base' });
  return [...counts.values()].sort((a, b) => byName.compare(a.name, b.name));
};

export const filterByProvider = (games: readonly Game[], provider: string | null): readonly Game[] =>
  provider === null ? games : games.filter((game) => game.provider === provider);

import type { Game, GameId } from './game';
import type { MatchRange } from './highlight';

/** GS-02 */
export const SEARCH_DEBOUNCE_MS = 1_000;
/** GS-04 */
export const SEARCH_LIMIT = 8;
/** A longer term is cut: no search needs it, and fuzzy matching costs grow with its length. */
export const SEARCH_TERM_MAX_LENGTH = 64;
/** GS-03: the category that holds every game, left out of search. */
export const ALL_GAMES_CATEGORY = 'all-games';

/** A category of the search corpus, listing its games by id. */
export interface SearchCategory {
  readonly slug: string;
  readonly name: string;
  readonly title: string;
  readonly menuName: string;
  readonly games: readonly GameId[];
}

export interface SearchCorpus {
  readonly categories: readonly SearchCategory[];
  readonly games: readonly Game[];
}

/** SPEC "Game search result": id, slug, href, title, subtitle, img, imgAlt. */
export interface GameSearchEntry {
  readonly id: GameId;
  readonly slug: string;
  readonly href: string;
  readonly title: string;
  readonly subtitle: string;
  readonly img: string | null;
  readonly imgAlt: string;
}

export interface GameSearchHit {
  readonly entry: GameSearchEntry;
  /** Matched characters of the title (from fuzzy matching), for highlighting when the term itself does not occur. */
  readonly titleMatches: readonly MatchRange[];
}

/**
 * GS-03, GS-05: one entry per game and category it sits in, except `all-games`; duplicates by id
 * removed (the first category wins) unless `keepDuplicates`. The subtitle is the category's name,
 * else its menu name in lower case.
 */
export const searchEntries = (corpus: SearchCorpus, options: { readonly keepDuplicates?: boolean } = {}): readonly GameSearchEntry[] => {
  const byId = new Map(corpus.games.map((game) => [game.id, game]));
  const seen = new Set<GameId>();
  const entries: GameSearchEntry[] = [];
  for (const category of corpus.categories) {
    if (category.slug === ALL_GAMES_CATEGORY) continue;
    const subtitle = category.name.trim() !== '' ? category.name : category.menuName.toLocaleLowerCase();
    for (const id of category.games) {
      const game = byId.get(id);
      if (game === undefined) continue;
      if (!options.keepDuplicates && seen.has(id)) continue;
      seen.add(id);
      entries.push({ id, slug: game.slug, href: game.linkUrl, title: game.name, subtitle, img: game.cardImage, imgAlt: game.cardImageAltText });
    }
  }
  return entries;
};

/** The term as searched: trimmed, inner spaces collapsed, cut to a sane length. */
export const normaliseSearchTerm = (raw: string): string => raw.replace(/\s+/g, ' ').trim().slice(0, SEARCH_TERM_MAX_LENGTH);

/** The last searches offered when the box opens. */
export const RECENT_SEARCHES_KEPT = 5;

/** The newest first, each once (case-insensitively), at most five, empty ones never. */
export const rememberSearch = (recent: readonly string[], term: string): readonly string[] => {
  const normalised = normaliseSearchTerm(term);
  if (normalised === '') return recent;
  return [normalised, ...recent.filter((known) => known.toLocaleLowerCase() !== normalised.toLocaleLowerCase())].slice(0, RECENT_SEARCHES_KEPT);
};

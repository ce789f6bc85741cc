/** The header's game search (GS-01..GS-06): a deferred context, loaded with the search box, not in the first script. */
export const SearchTokens = {
  GameSearchIndexer: Symbol.for('search.GameSearchIndexer'),
  RecentSearchesStore: Symbol.for('search.RecentSearchesStore'),
  GameSearchService: Symbol.for('search.GameSearchService'),
} as const;

/** Bindings only the games adapters know. */
export const GamesAdapterTokens = {
  /** Where catalogue images may come from, and where skipped entries are logged. */
  CatalogueOptions: Symbol.for('games.infrastructure.CatalogueOptions'),
} as const;

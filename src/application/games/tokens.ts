export const GamesTokens = {
  CatalogueGateway: Symbol.for('games.CatalogueGateway'),
  JackpotGateway: Symbol.for('games.JackpotGateway'),
  FreeGamesGateway: Symbol.for('games.FreeGamesGateway'),
  PlayerGamesGateway: Symbol.for('games.PlayerGamesGateway'),
  GameSearchIndexer: Symbol.for('games.GameSearchIndexer'),
  RecentSearchesStore: Symbol.for('games.RecentSearchesStore'),
  PreloadedCategories: Symbol.for('games.PreloadedCategories'),
  PreloadedGamePages: Symbol.for('games.PreloadedGamePages'),
  CatalogueService: Symbol.for('games.CatalogueService'),
  JackpotService: Symbol.for('games.JackpotService'),
  FreeGamesService: Symbol.for('games.FreeGamesService'),
  GameBadgesService: Symbol.for('games.GameBadgesService'),
  GameSearchService: Symbol.for('games.GameSearchService'),
  PlayerGamesService: Symbol.for('games.PlayerGamesService'),
  FavouritesService: Symbol.for('games.FavouritesService'),
} as const;

/** Not stated by the spec: amounts tick every 30 s while a page shows them (docs/decisions.md). */
export const JACKPOT_REFRESH_MS = 30_000;
/** GAME-05 */
export const PROMOTIONAL_SPINS_REFRESH_MS = 300_000;

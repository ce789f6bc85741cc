export const GamesTokens = {
  CatalogueGateway: Symbol.for('games.CatalogueGateway'),
  JackpotGateway: Symbol.for('games.JackpotGateway'),
  FreeGamesGateway: Symbol.for('games.FreeGamesGateway'),
  PreloadedCategories: Symbol.for('games.PreloadedCategories'),
  CatalogueService: Symbol.for('games.CatalogueService'),
  JackpotService: Symbol.for('games.JackpotService'),
  FreeGamesService: Symbol.for('games.FreeGamesService'),
  GameBadgesService: Symbol.for('games.GameBadgesService'),
} as const;

/** Not stated by the spec: amounts tick every 30 s while a page shows them (docs/decisions.md). */
export const JACKPOT_REFRESH_MS = 30_000;
/** GAME-05 */
export const PROMOTIONAL_SPINS_REFRESH_MS = 300_000;

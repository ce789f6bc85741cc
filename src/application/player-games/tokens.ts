/** A player's favourite, recent and most played games: a deferred context, loaded for players only, not in the first script. */
export const PlayerGamesTokens = {
  PlayerGamesGateway: Symbol.for('player-games.PlayerGamesGateway'),
  PlayerGamesService: Symbol.for('player-games.PlayerGamesService'),
  FavouritesService: Symbol.for('player-games.FavouritesService'),
} as const;

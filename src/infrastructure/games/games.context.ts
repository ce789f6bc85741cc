import { declareContext } from '../shared/context-declaration';

export default declareContext({
  summary: "The catalogue, searches, jackpots, free games, the player's favourite and recent games",
  deferred: false,
  module: 'games.module#gamesModule',
  overHttp: 'games-over-http#gamesOverHttp',
  inMemory: 'games-in-memory#gamesInMemory',
  namespaces: { games: 'games/translations' },
  pageNamespaces: { gamePages: 'games/page-translations' },
});

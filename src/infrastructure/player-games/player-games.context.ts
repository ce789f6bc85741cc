import { declareContext } from '../shared/context-declaration';

export default declareContext({
  summary: "A player's starred (favourite), recent and most played games: only players have them, so they load after the first paint",
  deferred: true,
  module: 'player-games.module#playerGamesModule',
  overHttp: 'player-games-over-http#playerGamesOverHttp',
  inMemory: 'player-games-in-memory#playerGamesInMemory',
});

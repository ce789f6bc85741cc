import { declareContext } from '../shared/context-declaration';

export default declareContext({
  summary: 'Launching a game (real or practice), the game frame and its messages, the device the site runs on',
  deferred: true,
  needs: ['wallet', 'player-games'],
  module: 'play.module#playModule',
  overHttp: 'play-over-http#playOverHttp',
  inMemory: 'play-in-memory#playInMemory',
  namespaces: { play: 'play/translations' },
});

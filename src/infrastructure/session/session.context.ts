import { declareContext } from '../shared/context-declaration';

export default declareContext({
  summary: 'The session: restored from its cookie, started by a login, ended by a logout or the platform; the player, the last page visited',
  deferred: false,
  module: 'session.module#sessionModule',
  overHttp: 'session-over-http#sessionOverHttp',
  inMemory: 'session-in-memory#sessionInMemory',
  namespaces: { session: 'session/translations' },
});

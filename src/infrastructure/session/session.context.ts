import { declareContext } from '../shared/context-declaration';

export default declareContext({
  summary: 'Logging in and out, the player, the session kept in a cookie, password reset, the last page visited',
  deferred: false,
  module: 'session.module#sessionModule',
  overHttp: 'session-over-http#sessionOverHttp',
  inMemory: 'session-in-memory#sessionInMemory',
  namespaces: { session: 'session/translations' },
  pageNamespaces: { login: 'session/login-translations' },
});

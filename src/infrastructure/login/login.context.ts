import { declareContext } from '../shared/context-declaration';

export default declareContext({
  summary: 'The login form (credentials, captcha, where a login lands), a forgotten or forced password reset; the session itself is the session context\'s',
  deferred: true,
  module: 'login.module#loginModule',
  overHttp: 'login-over-http#loginOverHttp',
  inMemory: 'login-in-memory#loginInMemory',
  namespaces: { login: 'session/login-translations' },
});

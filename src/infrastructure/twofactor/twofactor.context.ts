import { declareContext } from '../shared/context-declaration';

export default declareContext({
  summary: 'Two-factor authentication: enrolment, codes at login, the reminder to enrol',
  deferred: true,
  module: 'twofactor.module#twoFactorModule',
  overHttp: 'twofactor-over-http#twoFactorOverHttp',
  inMemory: 'twofactor-in-memory#twoFactorInMemory',
  namespaces: { twofactor: 'twofactor/translations' },
});

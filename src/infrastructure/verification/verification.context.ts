import { declareContext } from '../shared/context-declaration';

export default declareContext({
  summary: 'Phone verification, the PIN code, blocked operations',
  deferred: true,
  module: 'verification.module#verificationModule',
  overHttp: 'verification-over-http#verificationOverHttp',
  inMemory: 'verification-in-memory#verificationInMemory',
  namespaces: { verification: 'verification/translations' },
});

import { declareContext } from '../shared/context-declaration';

export default declareContext({
  summary: "The embedded legacy application's frames (cashier, sportsbook): their sessions, messages and full page loads",
  deferred: true,
  needs: ['wallet'],
  module: 'embedded.module#embeddedModule',
  overHttp: 'embedded-over-http#embeddedOverHttp',
  inMemory: 'embedded-in-memory#embeddedInMemory',
  namespaces: { embedded: 'embedded/translations' },
});

import { declareContext } from '../shared/context-declaration';

export default declareContext({
  summary: "The embedded legacy application's frames (cashier, sportsbook): their sessions, messages and full page loads",
  deferred: true,
  module: 'embedded.module#embeddedModule',
  namespaces: { embedded: 'embedded/translations' },
});

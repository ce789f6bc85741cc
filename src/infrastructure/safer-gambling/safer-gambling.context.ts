import { declareContext } from '../shared/context-declaration';

export default declareContext({
  summary: "The player's limits, breaks, reality check and session summary",
  deferred: true,
  needs: ['wallet'],
  module: 'safer-gambling.module#saferGamblingModule',
  overHttp: 'safer-gambling-over-http#saferGamblingOverHttp',
  inMemory: 'safer-gambling-in-memory#saferGamblingInMemory',
  namespaces: { saferGambling: 'safer-gambling/translations' },
});

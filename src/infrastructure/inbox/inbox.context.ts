import { declareContext } from '../shared/context-declaration';

export default declareContext({
  summary: "The player's inbox behind the header's message count: messages paged, read, deleted",
  deferred: true,
  needs: ['wallet'],
  module: 'inbox.module#inboxModule',
  overHttp: 'inbox-over-http#inboxOverHttp',
  inMemory: 'inbox-in-memory#inboxInMemory',
  namespaces: { inbox: 'inbox/translations' },
});

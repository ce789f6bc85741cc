import { declareContext } from '../shared/context-declaration';

export default declareContext({
  summary: "Content pages, menus and slideshows, the player's location, page views for analytics",
  deferred: false,
  module: 'content.module#contentModule',
  overHttp: 'content-over-http#contentOverHttp',
  inMemory: 'content-in-memory#contentInMemory',
  namespaces: { content: 'content/translations' },
});

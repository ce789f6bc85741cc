import { declareContext } from '../shared/context-declaration';

export default declareContext({
  summary: "The player's language: chosen, kept in a cookie, published by the configuration",
  deferred: false,
  module: 'i18n.module#i18nModule',
  namespaces: { i18n: 'i18n/translations' },
});

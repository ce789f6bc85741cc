import { declareContext } from '../shared/context-declaration';

export default declareContext({
  summary: "The header's game search: the index of the catalogue's titles, the results, the player's last searches",
  deferred: true,
  module: 'search.module#searchModule',
});

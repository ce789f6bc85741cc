import { declareContext } from '../shared/context-declaration';

export default declareContext({
  summary: "The help centre's pages, searches and feedback",
  deferred: true,
  module: 'help.module#helpModule',
  overHttp: 'help-over-http#helpOverHttp',
  inMemory: 'help-in-memory#helpInMemory',
  namespaces: { help: 'help/translations' },
});

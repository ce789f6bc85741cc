import { declareContext } from '../shared/context-declaration';

/** The site's configuration: read by main.tsx before the container is built, then bound by the shared module. */
export default declareContext({
  summary: "The site's configuration (where the platform is, languages, switches), inlined in the page or fetched first",
  deferred: false,
});

import { declareContext } from '../shared/context-declaration';

/** The forum's sign-in page: a page and its messages, no port of its own. */
export default declareContext({
  summary: "Signing in to the operator's forum with the site's session",
  deferred: false,
  pageNamespaces: { forum: 'forum/translations' },
});

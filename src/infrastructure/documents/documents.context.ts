import { declareContext } from '../shared/context-declaration';

export default declareContext({
  summary: "The identity documents' status, the verification address and the identity provider's frames",
  deferred: true,
  module: 'documents.module#documentsModule',
  overHttp: 'documents-over-http#documentsOverHttp',
  inMemory: 'documents-in-memory#documentsInMemory',
  namespaces: { documents: 'documents/translations' },
});

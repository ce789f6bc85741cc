import { declareContext } from '../shared/context-declaration';

export default declareContext({
  summary: 'The contact form and the affiliate sign-up',
  deferred: true,
  module: 'contact.module#contactModule',
  overHttp: 'contact-over-http#contactOverHttp',
  inMemory: 'contact-in-memory#contactInMemory',
  namespaces: { contact: 'contact/translations' },
});

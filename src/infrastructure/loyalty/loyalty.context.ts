import { declareContext } from '../shared/context-declaration';

export default declareContext({
  summary: 'Loyalty points and tier in the header, redeeming points on the account page',
  deferred: true,
  module: 'loyalty.module#loyaltyModule',
  overHttp: 'loyalty-over-http#loyaltyOverHttp',
  inMemory: 'loyalty-in-memory#loyaltyInMemory',
  namespaces: { loyalty: 'loyalty/translations' },
});

import { declareContext } from '../shared/context-declaration';

export default declareContext({
  summary: 'Loyalty points, tier and the way to the next tier in the account menu and page (redeeming them is redemption\'s)',
  deferred: true,
  module: 'loyalty.module#loyaltyModule',
  overHttp: 'loyalty-over-http#loyaltyOverHttp',
  inMemory: 'loyalty-in-memory#loyaltyInMemory',
  namespaces: { loyalty: 'loyalty/translations', loyaltyStatus: 'loyalty/status-translations' },
});

import { declareContext } from '../shared/context-declaration';

export default declareContext({
  summary: 'Redeeming loyalty points for bonus money (the account page\'s redeem panel); the points and tier are loyalty\'s',
  deferred: true,
  needs: ['wallet'],
  module: 'redemption.module#redemptionModule',
  overHttp: 'redemption-over-http#redemptionOverHttp',
  inMemory: 'redemption-in-memory#redemptionInMemory',
  namespaces: { redemption: 'redemption/translations' },
});

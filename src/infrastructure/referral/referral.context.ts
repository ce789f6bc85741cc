import { declareContext } from '../shared/context-declaration';

export default declareContext({
  summary: "A referral arrival tracked and kept (REF-01..07), the player's refer-a-friend profile",
  deferred: true,
  module: 'referral.module#referralModule',
  overHttp: 'referral-over-http#referralOverHttp',
  inMemory: 'referral-in-memory#referralInMemory',
  namespaces: { referral: 'referral/translations' },
});

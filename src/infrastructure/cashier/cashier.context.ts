import { declareContext } from '../shared/context-declaration';

export default declareContext({
  summary: 'Withdrawal options and pending withdrawals, the transaction history, monthly statements',
  deferred: true,
  // The withdraw options read the device (mobile or desktop) the play context binds.
  needs: ['play', 'wallet'],
  module: 'cashier.module#cashierModule',
  overHttp: 'cashier-over-http#cashierOverHttp',
  inMemory: 'cashier-in-memory#cashierInMemory',
  namespaces: { cashier: 'cashier/translations' },
});

import { declareContext } from '../shared/context-declaration';

export default declareContext({
  summary: 'Balances, the message count and the account menu in the header',
  deferred: true,
  needs: ['loyalty'],
  module: 'wallet.module#walletModule',
  overHttp: 'wallet-over-http#walletOverHttp',
  inMemory: 'wallet-in-memory#walletInMemory',
  namespaces: { wallet: 'wallet/translations' },
});

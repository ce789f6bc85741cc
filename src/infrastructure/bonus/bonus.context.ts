import { declareContext } from '../shared/context-declaration';

export default declareContext({
  summary: "The player's bonuses with their wagering progress (the account page's bonus panel), opt-in from the promotions page and forfeit",
  deferred: true,
  needs: ['wallet'],
  module: 'bonus.module#bonusModule',
  overHttp: 'bonus-over-http#bonusOverHttp',
  inMemory: 'bonus-in-memory#bonusInMemory',
  namespaces: { bonus: 'bonus/translations' },
});

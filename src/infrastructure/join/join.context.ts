import { declareContext } from '../shared/context-declaration';

export default declareContext({
  summary: 'Signing up (the join page)',
  deferred: true,
  // Joining attaches the referral the referral context keeps, and sends the new number its first code;
  // the welcome after it reads the balance.
  needs: ['referral', 'verification', 'wallet'],
  module: 'join.module#joinModule',
  overHttp: 'join-over-http#joinOverHttp',
  inMemory: 'join-in-memory#joinInMemory',
  namespaces: { join: 'join/translations' },
});

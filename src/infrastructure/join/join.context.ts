import { declareContext } from '../shared/context-declaration';

export default declareContext({
  summary: 'Signing up (the join page)',
  deferred: true,
  // Joining attaches the referral the referral context keeps, and sends the new number its first code.
  needs: ['referral', 'verification'],
  module: 'join.module#joinModule',
  overHttp: 'join-over-http#joinOverHttp',
  inMemory: 'join-in-memory#joinInMemory',
  namespaces: { join: 'join/translations' },
});

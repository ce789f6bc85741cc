// Written by scripts/contexts.ts from src/infrastructure/*/*.context.ts: do not edit, run `node --import tsx scripts/contexts.ts`.

/** The deferred contexts, each named as its folder: their services load with the first page that needs them (the home page never does). */
export const DEFERRED_CONTEXTS = ['bonus', 'cashier', 'contact', 'documents', 'embedded', 'help', 'inbox', 'join', 'login', 'loyalty', 'play', 'player-games', 'redemption', 'referral', 'safer-gambling', 'search', 'twofactor', 'verification', 'wallet'] as const;

export type DeferredContext = (typeof DEFERRED_CONTEXTS)[number];

export const LoyaltyTokens = {
  LoyaltyGateway: Symbol.for('loyalty.LoyaltyGateway'),
  LoyaltyService: Symbol.for('loyalty.LoyaltyService'),
} as const;

/** LOY-01 */
export const LOYALTY_REFRESH_MS = 30_000;

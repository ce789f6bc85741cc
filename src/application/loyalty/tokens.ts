export const LoyaltyTokens = {
  LoyaltyGateway: Symbol.for('loyalty.LoyaltyGateway'),
  LoyaltyService: Symbol.for('loyalty.LoyaltyService'),
  IdempotencyKeys: Symbol.for('loyalty.IdempotencyKeys'),
  RedemptionService: Symbol.for('loyalty.RedemptionService'),
} as const;

/** LOY-01 */
export const LOYALTY_REFRESH_MS = 30_000;

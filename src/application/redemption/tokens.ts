export const RedemptionTokens = {
  RedemptionGateway: Symbol.for('redemption.RedemptionGateway'),
  IdempotencyKeys: Symbol.for('redemption.IdempotencyKeys'),
  RedemptionService: Symbol.for('redemption.RedemptionService'),
} as const;

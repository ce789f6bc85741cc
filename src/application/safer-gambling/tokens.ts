export const SaferGamblingTokens = {
  LimitsGateway: Symbol.for('saferGambling.LimitsGateway'),
  LimitsService: Symbol.for('saferGambling.LimitsService'),
} as const;

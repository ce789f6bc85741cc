export const SaferGamblingTokens = {
  LimitsGateway: Symbol.for('saferGambling.LimitsGateway'),
  LimitsService: Symbol.for('saferGambling.LimitsService'),
  SessionSummaryGateway: Symbol.for('saferGambling.SessionSummaryGateway'),
  PlayerSessionService: Symbol.for('saferGambling.PlayerSessionService'),
  ExclusionGateway: Symbol.for('saferGambling.ExclusionGateway'),
  ExclusionService: Symbol.for('saferGambling.ExclusionService'),
} as const;

export const JoinTokens = {
  RegistrationGateway: Symbol.for('join.RegistrationGateway'),
  JoinService: Symbol.for('join.JoinService'),
} as const;

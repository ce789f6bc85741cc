export const JoinTokens = {
  RegistrationGateway: Symbol.for('join.RegistrationGateway'),
  JoinService: Symbol.for('join.JoinService'),
  WelcomeService: Symbol.for('join.WelcomeService'),
} as const;

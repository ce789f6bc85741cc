export const VerificationTokens = {
  PinCodeGateway: Symbol.for('verification.PinCodeGateway'),
  PinCodeService: Symbol.for('verification.PinCodeService'),
} as const;

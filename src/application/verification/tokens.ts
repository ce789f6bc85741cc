export const VerificationTokens = {
  PinCodeGateway: Symbol.for('verification.PinCodeGateway'),
  PinCodeService: Symbol.for('verification.PinCodeService'),
  ConfirmationCodeGateway: Symbol.for('verification.ConfirmationCodeGateway'),
  PhoneValidationGateway: Symbol.for('verification.PhoneValidationGateway'),
  PhoneResetGateway: Symbol.for('verification.PhoneResetGateway'),
  PhoneVerificationService: Symbol.for('verification.PhoneVerificationService'),
  OperationStatusGateway: Symbol.for('verification.OperationStatusGateway'),
  BlockedOperationService: Symbol.for('verification.BlockedOperationService'),
} as const;

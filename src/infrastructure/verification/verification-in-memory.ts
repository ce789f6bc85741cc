import { inMemory } from '../shared/in-memory';
import { InMemoryConfirmationCodeGateway } from './in-memory-confirmation-code-gateway';
import { InMemoryOperationStatusGateway } from './in-memory-operation-status-gateway';
import { InMemoryPhoneResetGateway } from './in-memory-phone-reset-gateway';
import { InMemoryPhoneValidationGateway } from './in-memory-phone-validation-gateway';
import { InMemoryPinCodeGateway } from './in-memory-pin-code-gateway';
import type { VerificationGateways } from './verification.module';

export const verificationInMemory: VerificationGateways = {
  pinCode: inMemory(InMemoryPinCodeGateway),
  confirmationCode: inMemory(InMemoryConfirmationCodeGateway),
  phoneValidation: inMemory(InMemoryPhoneValidationGateway),
  phoneReset: inMemory(InMemoryPhoneResetGateway),
  operationStatus: inMemory(InMemoryOperationStatusGateway),
};

import { overHttp } from '../shared/over-http';
import { HttpConfirmationCodeGateway } from './http-confirmation-code-gateway';
import { HttpOperationStatusGateway } from './http-operation-status-gateway';
import { HttpPhoneResetGateway } from './http-phone-reset-gateway';
import { HttpPhoneValidationGateway } from './http-phone-validation-gateway';
import { HttpPinCodeGateway } from './http-pin-code-gateway';
import type { VerificationGateways } from './verification.module';

export const verificationOverHttp: VerificationGateways = {
  pinCode: overHttp(HttpPinCodeGateway),
  confirmationCode: overHttp(HttpConfirmationCodeGateway),
  phoneValidation: overHttp(HttpPhoneValidationGateway),
  phoneReset: overHttp(HttpPhoneResetGateway),
  operationStatus: overHttp(HttpOperationStatusGateway),
};

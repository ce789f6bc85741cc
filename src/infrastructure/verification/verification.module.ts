import { ContainerModule } from 'inversify';
import { BlockedOperationService } from '../../application/verification/blocked-operation-service';
import { PhoneVerificationService } from '../../application/verification/phone-verification-service';
import { PinCodeService } from '../../application/verification/pin-code-service';
import { VerificationTokens } from '../../application/verification/tokens';
import type { ConfirmationCodeGateway, OperationStatusGateway, PhoneResetGateway, PhoneValidationGateway, PinCodeGateway } from '../../domain/verification';
import type { AdapterFactory } from '../shared/adapter-factory';

export interface VerificationGateways {
  readonly pinCode: AdapterFactory<PinCodeGateway>;
  readonly confirmationCode: AdapterFactory<ConfirmationCodeGateway>;
  readonly phoneValidation: AdapterFactory<PhoneValidationGateway>;
  readonly phoneReset: AdapterFactory<PhoneResetGateway>;
  readonly operationStatus: AdapterFactory<OperationStatusGateway>;
}

/** A deferred context (application/shared/deferred-contexts.ts): bound when the first page needing it opens. */
export const verificationModule = (gateways: VerificationGateways) =>
  new ContainerModule(({ bind }) => {
    bind<PinCodeGateway>(VerificationTokens.PinCodeGateway).toDynamicValue(gateways.pinCode).inSingletonScope();
    bind<ConfirmationCodeGateway>(VerificationTokens.ConfirmationCodeGateway).toDynamicValue(gateways.confirmationCode).inSingletonScope();
    bind<PhoneValidationGateway>(VerificationTokens.PhoneValidationGateway).toDynamicValue(gateways.phoneValidation).inSingletonScope();
    bind<PhoneResetGateway>(VerificationTokens.PhoneResetGateway).toDynamicValue(gateways.phoneReset).inSingletonScope();
    bind<OperationStatusGateway>(VerificationTokens.OperationStatusGateway).toDynamicValue(gateways.operationStatus).inSingletonScope();
    bind(VerificationTokens.PinCodeService).to(PinCodeService).inSingletonScope();
    bind(VerificationTokens.PhoneVerificationService).to(PhoneVerificationService).inSingletonScope();
    bind(VerificationTokens.BlockedOperationService).to(BlockedOperationService).inSingletonScope();
  });

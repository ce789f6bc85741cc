import { ContainerModule } from 'inversify';
import { PinCodeService } from '../../application/verification/pin-code-service';
import { VerificationTokens } from '../../application/verification/tokens';
import type { PinCodeGateway } from '../../domain/verification';
import type { AdapterFactory } from '../shared/adapter-factory';

export interface VerificationGateways {
  readonly pinCode: AdapterFactory<PinCodeGateway>;
}

export const verificationModule = (gateways: VerificationGateways) =>
  new ContainerModule(({ bind }) => {
    bind<PinCodeGateway>(VerificationTokens.PinCodeGateway).toDynamicValue(gateways.pinCode).inSingletonScope();
    bind(VerificationTokens.PinCodeService).to(PinCodeService).inSingletonScope();
  });

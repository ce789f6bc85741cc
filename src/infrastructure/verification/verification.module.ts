import { ContainerModule } from 'inversify';
import { PinCodeService } from '../../application/verification/pin-code-service';
import { VerificationTokens } from '../../application/verification/tokens';
import type { PinCodeGateway } from '../../domain/verification';
import { bindGateway, type Wiring } from '../shared/wiring';
import { HttpPinCodeGateway } from './http-pin-code-gateway';
import { InMemoryPinCodeGateway } from './in-memory-pin-code-gateway';

export const verificationModule = (wiring: Wiring) =>
  new ContainerModule(({ bind }) => {
    bindGateway<PinCodeGateway>(bind, VerificationTokens.PinCodeGateway, wiring, { http: HttpPinCodeGateway, memory: InMemoryPinCodeGateway });
    bind(VerificationTokens.PinCodeService).to(PinCodeService).inSingletonScope();
  });

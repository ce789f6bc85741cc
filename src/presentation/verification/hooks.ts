import type { PinCodeService } from '../../application/verification/pin-code-service';
import { VerificationTokens } from '../../application/verification/tokens';
import { useService } from '../shared/container';

export const usePinCodeService = () => useService<PinCodeService>(VerificationTokens.PinCodeService);

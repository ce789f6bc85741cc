import type { BlockedOperationService } from '../../application/verification/blocked-operation-service';
import type { PhoneVerificationService } from '../../application/verification/phone-verification-service';
import type { PinCodeService } from '../../application/verification/pin-code-service';
import { VerificationTokens } from '../../application/verification/tokens';
import { useService } from '../shared/container';

export const usePinCodeService = () => useService<PinCodeService>(VerificationTokens.PinCodeService);
export const usePhoneVerificationService = () => useService<PhoneVerificationService>(VerificationTokens.PhoneVerificationService);
export const useBlockedOperationService = () => useService<BlockedOperationService>(VerificationTokens.BlockedOperationService);

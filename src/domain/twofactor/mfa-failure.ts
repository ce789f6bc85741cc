import type { GatewayError } from '../shared/gateway-error';

/** Why a call confirmed by a code did not go through, as the player must be told (MFA-09..11). */
export type MfaFailure =
  | { readonly kind: 'INVALID_CODE'; readonly remainingAttempts: number; readonly maxAttempts: number }
  | { readonly kind: 'BLOCKED'; readonly remainingBlockingTime: number }
  /** MFA_CONFIGURATION_ERROR, MFA_ERROR_VALIDATING_OPERATION. */
  | { readonly kind: 'VALIDATING_OPERATION' }
  | { readonly kind: 'PLAYER_NOT_VALIDATED' }
  | { readonly kind: 'TOO_MANY_SENDS'; readonly remainingBlockingTime: number }
  | { readonly kind: 'OTHER'; readonly cause: GatewayError };

/** MFA-10: the message key of a failure (the last try gets its own warning, as PH-05). */
export const mfaFailureKey = (failure: MfaFailure): string => {
  switch (failure.kind) {
    case 'INVALID_CODE':
      return failure.remainingAttempts <= 1 ? 'lastAttempt' : 'invalidCode';
    case 'BLOCKED':
      return 'blocked';
    case 'VALIDATING_OPERATION':
      return 'validatingOperation';
    case 'PLAYER_NOT_VALIDATED':
      return 'playerNotValidated';
    case 'TOO_MANY_SENDS':
      return 'tooManySends';
    case 'OTHER':
      return 'generic';
  }
};

import type { TFunction } from 'i18next';
import { mfaFailureKey, type MfaFailure } from '../../domain/twofactor';

/** MFA-09..11: what the player reads about a failure. */
export const mfaFailureMessage = (t: TFunction, failure: MfaFailure): string => {
  const seconds = failure.kind === 'BLOCKED' || failure.kind === 'TOO_MANY_SENDS' ? failure.remainingBlockingTime : 0;
  return t(`twoFactor.error.${mfaFailureKey(failure)}`, { ns: 'twofactor', minutes: Math.max(1, Math.ceil(seconds / 60)) });
};

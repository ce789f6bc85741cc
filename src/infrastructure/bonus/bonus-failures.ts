import type { BonusFailure } from '../../domain/bonus';
import type { GatewayError } from '../../domain/shared/gateway-error';

const known: readonly BonusFailure['code'][] = ['BONUS_ACTIVE', 'NO_QUALIFYING_DEPOSIT', 'CURRENCY_NOT_OFFERED', 'OFFER_NOT_FOUND', 'BONUS_NOT_ACTIVE'];

/** BON-03: the platform's refusal as a reason the player can read; anything else is "try again later". */
export const bonusFailureOf = (error: GatewayError): BonusFailure => {
  if (error.code === 'UNAUTHORIZED') return { code: 'UNAUTHORIZED' };
  if (error.code === 'HTTP') {
    if (error.status === 403 && error.errorCode === 'EXCLUDED') return { code: 'ON_BREAK' };
    const code = known.find((each) => each === error.errorCode);
    if (code !== undefined && error.status < 500) return { code };
  }
  return { code: 'UNAVAILABLE' };
};

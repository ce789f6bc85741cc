import type { RedemptionFailure } from '../../domain/loyalty';
import type { GatewayError } from '../../domain/shared/gateway-error';

/** What the player can do about a failed redemption: send the same attempt again later, or not. */
export const redemptionFailureOf = (error: GatewayError): RedemptionFailure => {
  switch (error.code) {
    case 'UNAUTHORIZED':
      return { code: 'UNAUTHORIZED' };
    case 'HTTP':
      if (error.status === 403 && error.errorCode === 'LOYALTY_EXCLUDED') return { code: 'EXCLUDED' };
      if (error.status === 403 && error.errorCode === 'EXCLUDED') return { code: 'ON_BREAK' };
      // The site only sends whole hundreds and a well-formed key, so a 422 says the points were fewer than asked (TOO_LARGE).
      if (error.status === 422) return { code: 'NOT_ENOUGH_POINTS' };
      return error.status >= 500 || error.status === 429 ? { code: 'UNAVAILABLE' } : { code: 'REFUSED' };
    default:
      // No answer, or a 2xx the site cannot read: the points may have been redeemed; the same key asks again safely.
      return { code: 'UNAVAILABLE' };
  }
};

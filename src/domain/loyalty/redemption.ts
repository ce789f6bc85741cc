import { parseCurrency, toMinorUnits, type Money } from '../wallet';
import type { LoyaltyProfile } from './loyalty';

/** LOY-05: what one redemption turned into bonus money, as the platform answered it. */
export interface Redemption {
  readonly redeemedPoints: number;
  readonly bonus: Money;
  /** The platform's own rendering of the bonus ("€12.00"). */
  readonly formattedAmount: string;
  readonly remainingPoints: number;
}

/** Why a redemption did not happen, as far as the player can act on it. */
export type RedemptionFailure =
  /** More points than the player may redeem now (the points changed meanwhile). */
  | { readonly code: 'NOT_ENOUGH_POINTS' }
  /** The player is excluded from the loyalty programme. */
  | { readonly code: 'EXCLUDED' }
  /** SG-09: the player is taking a break from gambling. */
  | { readonly code: 'ON_BREAK' }
  /** The platform refused the request as it stands; sending it again will not help. */
  | { readonly code: 'REFUSED' }
  /** The session ended. */
  | { readonly code: 'UNAUTHORIZED' }
  /** No answer (network, time-out, server error): the same attempt may be sent again, with the same key. */
  | { readonly code: 'UNAVAILABLE' };

/**
 * Names one redemption attempt on the platform (`Idempotency-Key`): a retry of the attempt sends
 * the same key, so the platform redeems at most once however often it is sent.
 */
export type IdempotencyKey = string & { readonly _brand: 'IdempotencyKey' };

/** Points per unit of currency (docs/api.md): redeemable points come in whole hundreds. */
export const POINTS_PER_CURRENCY_UNIT = 100;

/** What the player may redeem now: the platform's redeemable points, when there are any. */
export const redeemablePoints = (profile: LoyaltyProfile): number =>
  Number.isSafeInteger(profile.redemptionPoints) && profile.redemptionPoints >= POINTS_PER_CURRENCY_UNIT ? profile.redemptionPoints : 0;

/**
 * LOY-05: what `points` are worth in the player's currency: the platform's redemptionAmount for its
 * redemptionPoints, else one unit per hundred points; null when the currency or the amount is not one.
 */
export const redemptionValue = (points: number, profile: LoyaltyProfile, rawCurrency: string): Money | null => {
  const currency = parseCurrency(rawCurrency);
  if (currency === null) return null;
  const major = points === profile.redemptionPoints ? profile.redemptionAmount : points / POINTS_PER_CURRENCY_UNIT;
  const minor = toMinorUnits(major, currency);
  return minor === null ? null : { minor, currency };
};

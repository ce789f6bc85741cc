import type { Money } from '../wallet';

/** BON-01: a bonus's state: active while it is wagered, then converted, expired or forfeited. */
export type BonusState = 'active' | 'completed' | 'expired' | 'forfeited';

/** BON-04: how much of a stake each kind of game counts toward the wagering (percent). */
export interface GameWeights {
  readonly slot: number;
  readonly roulette: number;
  readonly live: number;
  readonly virtual: number;
}

/** BON-01: a bonus granted to the player, as the platform keeps it. */
export interface Bonus {
  readonly id: string;
  readonly offerId: string;
  /** The promotion card of the offer it came from, when the platform names one. */
  readonly promotionId: string | null;
  readonly state: BonusState;
  readonly amount: Money;
  /** What is left of the bonus money. */
  readonly bonusBalance: Money;
  readonly wageringRequirement: Money;
  readonly wagered: Money;
  readonly leftToWager: Money;
  readonly wageringMultiplier: number;
  readonly weights: GameWeights;
  readonly grantedAt: Date;
  readonly expiresAt: Date;
  readonly endedAt: Date | null;
}

/** BON-02: an offer that carries a bonus, for the promotions page's cards. */
export interface BonusOffer {
  readonly id: string;
  readonly promotionId: string;
  readonly matchPercent: number;
  readonly maxBonus: Money;
  readonly minDeposit: Money;
  readonly wageringMultiplier: number;
  readonly validDays: number;
  readonly weights: GameWeights;
  /** False when the offer is not made in the player's currency. */
  readonly available: boolean;
}

export interface BonusOverview {
  readonly offers: readonly BonusOffer[];
  /** Newest first. */
  readonly bonuses: readonly Bonus[];
}

/** BON-03: why an opt-in or a forfeit did not happen, as far as the player can act on it. */
export type BonusFailure =
  | { readonly code: 'BONUS_ACTIVE' }
  | { readonly code: 'NO_QUALIFYING_DEPOSIT' }
  | { readonly code: 'CURRENCY_NOT_OFFERED' }
  | { readonly code: 'OFFER_NOT_FOUND' }
  | { readonly code: 'ON_BREAK' }
  | { readonly code: 'BONUS_NOT_ACTIVE' }
  | { readonly code: 'UNAUTHORIZED' }
  | { readonly code: 'UNAVAILABLE' };

/** The active bonus, if any. */
export const activeBonus = (overview: BonusOverview | null): Bonus | null => overview?.bonuses.find((bonus) => bonus.state === 'active') ?? null;

/** BON-08: the share of the requirement wagered, as a whole percent from 0 to 100 (never NaN). */
export const wageringPercent = (bonus: Bonus): number => {
  const required = bonus.wageringRequirement.minor;
  if (!(required > 0)) return 0;
  const share = Math.floor((bonus.wagered.minor * 100) / required);
  return Math.min(100, Math.max(0, share));
};

/** BON-02: what an offer's card offers the player: to opt in, or that they did (the active bonus is from it). */
export type OfferStanding = { readonly kind: 'opt-in'; readonly offer: BonusOffer } | { readonly kind: 'opted-in'; readonly bonus: Bonus } | { readonly kind: 'none' };

export const offerStanding = (overview: BonusOverview | null, promotionId: string): OfferStanding => {
  const offer = overview?.offers.find((each) => each.promotionId === promotionId);
  if (overview === null || offer === undefined) return { kind: 'none' };
  const active = activeBonus(overview);
  if (active !== null && active.offerId === offer.id) return { kind: 'opted-in', bonus: active };
  return { kind: 'opt-in', offer };
};

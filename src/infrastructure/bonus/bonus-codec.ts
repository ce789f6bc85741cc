import { right, left, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { Bonus, BonusOffer, BonusOverview, GameWeights } from '../../domain/bonus';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { money, parseCurrency, type CurrencyCode } from '../../domain/wallet';
import { BoundedArray, BoundedString, Count, optional } from '../shared/codecs';

const Id = BoundedString(64);
const Percent = t.refinement(Count, (n) => n <= 100, 'Percent');
const Weights = t.type({ slot: Percent, roulette: Percent, live: Percent, virtual: Percent });
const IsoTime = t.refinement(BoundedString(40), (text) => Number.isFinite(Date.parse(text)), 'IsoTime');

export const WireBonus = t.type({
  id: Id,
  offerId: Id,
  promotionId: optional(Id),
  state: t.keyof({ active: null, completed: null, expired: null, forfeited: null }),
  currency: BoundedString(8),
  amount: Count,
  bonusBalance: Count,
  wageringRequirement: Count,
  wagered: Count,
  leftToWager: Count,
  wageringMultiplier: Count,
  weights: Weights,
  grantedAt: IsoTime,
  expiresAt: IsoTime,
  endedAt: optional(IsoTime),
});

const WireOffer = t.type({
  id: Id,
  promotionId: Id,
  matchPercent: Count,
  maxBonus: Count,
  minDeposit: Count,
  wageringMultiplier: Count,
  validDays: Count,
  weights: Weights,
  available: t.boolean,
});

export const WireOverview = t.type({ currency: BoundedString(8), offers: BoundedArray(WireOffer, 50), bonuses: BoundedArray(WireBonus, 50) });

const weightsOf = (w: t.TypeOf<typeof Weights>): GameWeights => ({ slot: w.slot, roulette: w.roulette, live: w.live, virtual: w.virtual });

/** A bonus built field by field; one in a currency the site cannot read is a decoding failure, never NaN on screen. */
export const bonusOf = (wire: t.TypeOf<typeof WireBonus>): Bonus | null => {
  const currency = parseCurrency(wire.currency);
  if (currency === null) return null;
  const m = (minor: number) => money(minor, currency);
  return {
    id: wire.id,
    offerId: wire.offerId,
    promotionId: wire.promotionId ?? null,
    state: wire.state,
    amount: m(wire.amount),
    bonusBalance: m(wire.bonusBalance),
    wageringRequirement: m(wire.wageringRequirement),
    wagered: m(wire.wagered),
    leftToWager: m(wire.leftToWager),
    wageringMultiplier: wire.wageringMultiplier,
    weights: weightsOf(wire.weights),
    grantedAt: new Date(wire.grantedAt),
    expiresAt: new Date(wire.expiresAt),
    endedAt: wire.endedAt == null ? null : new Date(wire.endedAt),
  };
};

const offerOf = (wire: t.TypeOf<typeof WireOffer>, currency: CurrencyCode): BonusOffer => ({
  id: wire.id,
  promotionId: wire.promotionId,
  matchPercent: wire.matchPercent,
  maxBonus: money(wire.maxBonus, currency),
  minDeposit: money(wire.minDeposit, currency),
  wageringMultiplier: wire.wageringMultiplier,
  validDays: wire.validDays,
  weights: weightsOf(wire.weights),
  available: wire.available,
});

/** The overview; its offers are in the player's currency. */
export const overviewOf = (wire: t.TypeOf<typeof WireOverview>): Either<GatewayError, BonusOverview> => {
  const currency = parseCurrency(wire.currency);
  const bonuses = wire.bonuses.map(bonusOf);
  if (currency === null || bonuses.some((bonus) => bonus === null)) return left({ code: 'DECODE', detail: 'bonus currency' });
  return right({ offers: wire.offers.map((offer) => offerOf(offer, currency)), bonuses: bonuses as Bonus[] });
};

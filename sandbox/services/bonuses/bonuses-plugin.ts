import type { FastifyPluginAsync } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { authorised, authorisedPlayer, type SessionParams } from '../../kernel/http/authorised-routes.ts';
import { minorUnitsOf } from '../../kernel/money.ts';
import { exclusionRefusal } from '../responsible-gambling/index.ts';
import { bonusOffers, expireDueBonus, forfeitBonus, grantBonus, hasDueBonus, lockForStake, playerBonuses, walletCurrency, type BonusOffer, type OptInRefusal, type PlayerBonus } from '../wallet/index.ts';

const base = '/services/wallet-gateway/v1/profiles/:session/bonuses';

/** A bonus on the wire (docs/api.md "Bonuses"): amounts in the currency's minor units, times ISO. */
export const wireBonus = (bonus: PlayerBonus, offers: readonly BonusOffer[]) => {
  const minor = (units: bigint) => minorUnitsOf(units, bonus.currency);
  return {
    id: bonus.id,
    offerId: bonus.offerId,
    promotionId: offers.find((offer) => offer.id === bonus.offerId)?.promotionId ?? null,
    state: bonus.state,
    currency: bonus.currency,
    amount: minor(bonus.amount),
    bonusBalance: minor(bonus.balance),
    wageringRequirement: minor(bonus.wageringRequirement),
    wagered: minor(bonus.wagered),
    leftToWager: minor(bonus.wageringRequirement - bonus.wagered),
    wageringMultiplier: bonus.wageringMultiplier,
    weights: bonus.weights,
    grantedAt: bonus.grantedAt.toISOString(),
    expiresAt: bonus.expiresAt.toISOString(),
    endedAt: bonus.endedAt?.toISOString() ?? null,
  };
};

const wireOffer = (offer: BonusOffer, currency: string) => ({
  id: offer.id,
  promotionId: offer.promotionId,
  matchPercent: offer.matchPercent,
  maxBonus: minorUnitsOf(offer.maxBonus, currency),
  minDeposit: minorUnitsOf(offer.minDeposit, currency),
  wageringMultiplier: offer.wageringMultiplier,
  validDays: offer.validDays,
  weights: offer.weights,
  available: offer.currencies.includes(currency),
});

const refusals: Readonly<Record<OptInRefusal, { status: number; message: string }>> = {
  OFFER_NOT_FOUND: { status: 404, message: 'There is no such offer.' },
  BONUS_ACTIVE: { status: 409, message: 'The player already has an active bonus.' },
  CURRENCY_NOT_OFFERED: { status: 422, message: "The offer is not available in the player's currency." },
  NO_QUALIFYING_DEPOSIT: { status: 422, message: 'No deposit qualifies for this offer.' },
};

const offerIdOf = (body: unknown): string | null => {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>).offerId;
  return typeof value === 'string' && /^[a-z0-9-]{1,40}$/.test(value) ? value : null;
};

export const bonusesService: FastifyPluginAsync<SandboxContext> = async (app, { db, now }) => {
  app.get<{ Params: SessionParams }>(base, authorised, async (request, reply) => {
    const playerId = authorisedPlayer(request);
    const answer = await db.transaction(async (tx) => {
      const currency = (await walletCurrency(tx, playerId)) ?? 'EUR';
      const offers = await bonusOffers(tx);
      // BON-06: a bonus past its expiry is expired before it is shown, under the lock every movement takes.
      if (await hasDueBonus(tx, playerId, new Date(now()))) {
        await lockForStake(tx, playerId, currency);
        await expireDueBonus(tx, playerId, new Date(now()));
      }
      const bonuses = await playerBonuses(tx, playerId);
      return { currency, offers: offers.map((offer) => wireOffer(offer, currency)), bonuses: bonuses.map((bonus) => wireBonus(bonus, offers)) };
    });
    return reply.send(answer);
  });

  app.post<{ Params: SessionParams }>(base, authorised, async (request, reply) => {
    const playerId = authorisedPlayer(request);
    const offerId = offerIdOf(request.body);
    if (offerId === null) return reply.code(422).send({ errorCode: 'VALIDATION_ERROR', message: 'offerId must name an offer.' });
    const answer = await db.transaction(async (tx) => {
      const currency = (await walletCurrency(tx, playerId)) ?? 'EUR';
      await lockForStake(tx, playerId, currency);
      // BON-03: no bonus on a break (SG-09: no marketing, no play).
      const excluded = await exclusionRefusal(tx, playerId, now());
      if (excluded !== null) return { status: 403, body: excluded as unknown };
      const result = await grantBonus(tx, { playerId, currency }, offerId, new Date(now()));
      if ('refused' in result) return { status: refusals[result.refused].status, body: { errorCode: result.refused, message: refusals[result.refused].message } };
      return { status: 201, body: wireBonus(result.granted, await bonusOffers(tx)) };
    });
    return reply.code(answer.status).send(answer.body);
  });

  app.post<{ Params: SessionParams & { id: string } }>(`${base}/:id/forfeit`, authorised, async (request, reply) => {
    const playerId = authorisedPlayer(request);
    const id = /^\d{1,18}$/.test(request.params.id) ? request.params.id : null;
    if (id === null) return reply.code(404).send({ errorCode: 'BONUS_NOT_ACTIVE', message: 'The bonus is not active.' });
    const answer = await db.transaction(async (tx) => {
      const currency = (await walletCurrency(tx, playerId)) ?? 'EUR';
      await lockForStake(tx, playerId, currency);
      const result = await forfeitBonus(tx, playerId, id, new Date(now()));
      if ('refused' in result) return { status: 409, body: { errorCode: result.refused, message: 'The bonus is not active.' } as unknown };
      return { status: 200, body: wireBonus(result.forfeited, await bonusOffers(tx)) };
    });
    return reply.code(answer.status).send(answer.body);
  });
};

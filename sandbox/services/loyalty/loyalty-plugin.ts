import type { FastifyPluginAsync } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { authorised, authorisedPlayer, type SessionParams } from '../../kernel/http/authorised-routes.ts';
import { listTiers, loyaltyAccounts } from './loyalty-accounts.ts';

/** Points worth one unit of the player's currency when redeemed. */
const POINTS_PER_UNIT = 100;

/** LOY-01: `GET /services/loyalty-points/v2/players/{session}/external`. */
export const loyaltyService: FastifyPluginAsync<SandboxContext> = async (app, { db }) => {
  app.get<{ Params: SessionParams }>('/services/loyalty-points/v2/players/:session/external', authorised, async (request, reply) => {
    const account = await loyaltyAccounts.find(db, authorisedPlayer(request));
    const tiers = await listTiers(db);
    const points = Number(account.points);
    const current = tiers.filter((tier) => points >= Number(tier.min_points)).at(-1) ?? null;
    const redeemable = Math.floor(points / POINTS_PER_UNIT) * POINTS_PER_UNIT;
    return reply.send({
      excluded: account.excluded,
      redemptionAmount: redeemable / POINTS_PER_UNIT,
      redemptionPoints: redeemable,
      redemptionPointsName: 'Aurora points',
      tierPoints: points,
      currentTierId: current?.id ?? null,
      tiersInfo: tiers.map((tier) => ({ id: tier.id, name: tier.name, colour: tier.colour })),
    });
  });
};

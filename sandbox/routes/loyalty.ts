import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { requirePlayer, type SessionParams } from '../http/session-guard.ts';
import { findPlayerById } from '../players/repository.ts';

interface TierRow {
  id: string;
  name: string;
  colour: string;
  min_points: string;
}

/** Points worth one unit of the player's currency when redeemed. */
const POINTS_PER_UNIT = 100;

/** LOY-01: `GET /services/loyalty-points/v2/players/{session}/external`. */
export function registerLoyaltyRoute(app: FastifyInstance, context: SandboxContext): void {
  app.get<{ Params: SessionParams }>('/services/loyalty-points/v2/players/:session/external', async (request, reply) => {
    const playerId = await requirePlayer(context, request, reply);
    if (playerId === null) return reply;
    const player = await findPlayerById(context.db, playerId);
    if (!player) throw new Error(`Session points at missing player ${playerId}`);
    const tiers = (await context.db.query<TierRow>('SELECT id, name, colour, min_points FROM loyalty_tiers ORDER BY min_points')).rows;
    const points = Number(player.loyalty_points);
    const current = tiers.filter((tier) => points >= Number(tier.min_points)).at(-1) ?? null;
    const redeemable = Math.floor(points / POINTS_PER_UNIT) * POINTS_PER_UNIT;
    return reply.send({
      excluded: player.loyalty_excluded,
      redemptionAmount: redeemable / POINTS_PER_UNIT,
      redemptionPoints: redeemable,
      redemptionPointsName: 'Aurora points',
      tierPoints: points,
      currentTierId: current?.id ?? null,
      tiersInfo: tiers.map((tier) => ({ id: tier.id, name: tier.name, colour: tier.colour })),
    });
  });
}

import type { FastifyPluginAsync } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { authorised, authorisedPlayer, type SessionParams } from '../../kernel/http/authorised-routes.ts';
import { headerText } from '../../kernel/http/request-headers.ts';
import { sendValidationError } from '../../kernel/http/validation.ts';
import { listTiers, loyaltyAccounts, POINTS_PER_UNIT, redeemablePoints, tierStanding } from './loyalty-accounts.ts';
import { idempotencyKeyFormat, pointsAsked, redeemPoints } from './redemption.ts';

/**
 * LOY-01: `GET /services/loyalty-points/v2/players/{session}/external`; LOY-05: `POST …/v1/players/{session}/redeem`.
 * The profile keeps the spec's fields (`tierPoints`: the points the player holds to spend, as ever) and adds
 * `statusPoints`, `nextTierId` and `statusPointsToNextTier`: the tier comes from status points, which
 * redeeming never spends (docs/decisions.md, "Loyalty status points (issue 19)").
 */
export const loyaltyService: FastifyPluginAsync<SandboxContext> = async (app, { db, now }) => {
  app.get<{ Params: SessionParams }>('/services/loyalty-points/v2/players/:session/external', authorised, async (request, reply) => {
    const account = await loyaltyAccounts.find(db, authorisedPlayer(request));
    const tiers = await listTiers(db);
    const points = Number(account.points);
    const standing = await tierStanding(db, account.status_points);
    const redeemable = redeemablePoints(points);
    return reply.send({
      excluded: account.excluded,
      redemptionAmount: redeemable / POINTS_PER_UNIT,
      redemptionPoints: redeemable,
      redemptionPointsName: 'Aurora points',
      tierPoints: points,
      currentTierId: standing.currentTierId,
      tiersInfo: tiers.map((tier) => ({ id: tier.id, name: tier.name, colour: tier.colour })),
      statusPoints: Number(account.status_points),
      nextTierId: standing.nextTierId,
      statusPointsToNextTier: standing.statusPointsToNextTier,
    });
  });

  app.post<{ Params: SessionParams }>('/services/loyalty-points/v1/players/:session/redeem', authorised, async (request, reply) => {
    const key = headerText(request, 'idempotency-key');
    const points = pointsAsked(request.body);
    const fieldErrors = [
      ...(key === undefined || !idempotencyKeyFormat.test(key) ? [{ field: 'Idempotency-Key', cause: 'INVALID_FORMAT' as const }] : []),
      ...(points === null ? [{ field: 'points', cause: 'INVALID_FORMAT' as const }] : []),
    ];
    if (key === undefined || points === null || fieldErrors.length > 0) return sendValidationError(reply, fieldErrors);
    const answer = await redeemPoints(db, authorisedPlayer(request), key, points, new Date(now()));
    return reply.code(answer.status).send(answer.body);
  });
};

import { left, right, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { LoyaltyGateway, LoyaltyProfile, TierInfo } from '../../domain/loyalty';
import type { SessionId } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { BoundedArray, NonNegativeAmount, optional, orNull, ShortString } from '../shared/codecs';
import { sessionPath, type HttpClient } from '../shared/http-client';

const LoyaltyBody = t.type({
  excluded: t.boolean,
  redemptionAmount: NonNegativeAmount,
  redemptionPoints: NonNegativeAmount,
  redemptionPointsName: ShortString,
  tierPoints: NonNegativeAmount,
  currentTierId: optional(ShortString),
  tiersInfo: BoundedArray(t.type({ id: ShortString, name: ShortString, colour: optional(ShortString) }), 50),
});

/**
 * Added by the platform after the spec (issue 19), so decoded on their own: an older platform that
 * leaves them out, or an odd value in them, costs the progress to the next tier, never the profile.
 */
const TierStatusBody = t.type({ statusPoints: NonNegativeAmount, nextTierId: optional(ShortString), statusPointsToNextTier: optional(NonNegativeAmount) });

const toProfile = (body: t.TypeOf<typeof LoyaltyBody>): LoyaltyProfile => {
  const tiers: Record<string, TierInfo> = Object.create(null) as Record<string, TierInfo>;
  for (const tier of body.tiersInfo) tiers[tier.id] = { name: tier.name, colour: orNull(tier.colour) };
  return {
    excluded: body.excluded,
    redemptionAmount: body.redemptionAmount,
    redemptionPoints: body.redemptionPoints,
    redemptionPointsName: body.redemptionPointsName,
    tierPoints: body.tierPoints,
    currentTierId: orNull(body.currentTierId),
    tiersInfo: tiers,
    // The profile codec keeps keys it does not name: the status fields are still in the body.
    status: TierStatusBody.is(body)
      ? { statusPoints: body.statusPoints, nextTierId: orNull(body.nextTierId), statusPointsToNextTier: orNull(body.statusPointsToNextTier) }
      : null,
  };
};

/** LOY-01: `GET /services/loyalty-points/v2/players/{session}/external`; a not-ok answer yields null. */
export class HttpLoyaltyGateway implements LoyaltyGateway {
  constructor(private readonly http: HttpClient) {}

  async profile(session: SessionId, signal?: AbortSignal): Promise<Either<GatewayError, LoyaltyProfile | null>> {
    const body = await this.http.json(
      { method: 'GET', path: sessionPath`/services/loyalty-points/v2/players/${session}/external`, session, signal, background: true },
      LoyaltyBody,
    );
    if (body._tag === 'Right') return right(toProfile(body.right));
    return body.left.code === 'HTTP' ? right(null) : left(body.left);
  }
}

import { left, right, type Either } from 'fp-ts/Either';
import type { IdempotencyKey, LoyaltyGateway, LoyaltyProfile, Redemption, RedemptionFailure } from '../../domain/loyalty';
import type { SessionId, SessionRejectionReporter } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { InMemoryPlatform } from '../shared/in-memory-platform';
import { redemptionFailureOf } from './redemption-failures';

export class InMemoryLoyaltyGateway implements LoyaltyGateway {
  constructor(
    private readonly platform: InMemoryPlatform,
    private readonly rejections: SessionRejectionReporter,
  ) {}

  async profile(session: SessionId): Promise<Either<GatewayError, LoyaltyProfile | null>> {
    const result = this.platform.authorised({ operation: 'loyalty', session }, this.rejections, (player) => player.loyalty);
    // LOY-01: a not-ok answer yields no profile, as over HTTP.
    return result._tag === 'Left' && result.left.code === 'HTTP' ? right(null) : result;
  }

  async redeem(session: SessionId, points: number, key: IdempotencyKey): Promise<Either<RedemptionFailure, Redemption>> {
    const result = this.platform.authorised({ operation: 'redeem', session, body: { points, idempotencyKey: key } }, this.rejections, (player) =>
      this.platform.redemptions.redeem(player),
    );
    return result._tag === 'Left' ? left(redemptionFailureOf(result.left)) : result.right;
  }
}

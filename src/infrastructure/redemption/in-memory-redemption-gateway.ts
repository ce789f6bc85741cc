import { left, type Either } from 'fp-ts/Either';
import type { IdempotencyKey, Redemption, RedemptionFailure, RedemptionGateway } from '../../domain/loyalty';
import type { SessionId, SessionRejectionReporter } from '../../domain/session';
import type { InMemoryPlatform } from '../shared/in-memory-platform';
import { redemptionFailureOf } from './redemption-failures';

export class InMemoryRedemptionGateway implements RedemptionGateway {
  constructor(
    private readonly platform: InMemoryPlatform,
    private readonly rejections: SessionRejectionReporter,
  ) {}

  async redeem(session: SessionId, points: number, key: IdempotencyKey): Promise<Either<RedemptionFailure, Redemption>> {
    const result = this.platform.authorised({ operation: 'redeem', session, body: { points, idempotencyKey: key } }, this.rejections, (player) =>
      this.platform.redemptions.redeem(player),
    );
    return result._tag === 'Left' ? left(redemptionFailureOf(result.left)) : result.right;
  }
}

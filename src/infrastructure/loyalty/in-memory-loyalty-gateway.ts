import { right, type Either } from 'fp-ts/Either';
import type { LoyaltyGateway, LoyaltyProfile } from '../../domain/loyalty';
import type { SessionId, SessionRejectionReporter } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { InMemoryPlatform } from '../shared/in-memory-platform';

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
}

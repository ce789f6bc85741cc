import { left, type Either } from 'fp-ts/Either';
import type { Bonus, BonusFailure, BonusGateway, BonusOverview } from '../../domain/bonus';
import type { SessionId, SessionRejectionReporter } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { InMemoryPlatform } from '../shared/in-memory-platform';
import { bonusFailureOf } from './bonus-failures';

export class InMemoryBonusGateway implements BonusGateway {
  constructor(
    private readonly platform: InMemoryPlatform,
    private readonly rejections: SessionRejectionReporter,
  ) {}

  async overview(session: SessionId): Promise<Either<GatewayError, BonusOverview>> {
    return this.platform.authorised({ operation: 'bonuses', session }, this.rejections, (player) => this.platform.bonuses.of(player.username));
  }

  async optIn(session: SessionId, offerId: string): Promise<Either<BonusFailure, Bonus>> {
    return this.command({ operation: 'bonusOptIn', session, body: { offerId } });
  }

  async forfeit(session: SessionId, bonusId: string): Promise<Either<BonusFailure, Bonus>> {
    return this.command({ operation: 'bonusForfeit', session, body: { bonusId } });
  }

  private command(call: { operation: 'bonusOptIn' | 'bonusForfeit'; session: SessionId; body: unknown }): Either<BonusFailure, Bonus> {
    const result = this.platform.authorised(call, this.rejections, (player) => this.platform.bonuses.answer(player.username));
    return result._tag === 'Left' ? left(bonusFailureOf(result.left)) : result.right;
  }
}

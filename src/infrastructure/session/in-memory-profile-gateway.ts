import type { Either } from 'fp-ts/Either';
import type { ProfileGateway, SessionId, SessionRejectionReporter, User } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { InMemoryPlatform } from '../shared/in-memory-platform';

export class InMemoryProfileGateway implements ProfileGateway {
  constructor(
    private readonly platform: InMemoryPlatform,
    private readonly rejections: SessionRejectionReporter,
  ) {}

  async profile(session: SessionId): Promise<Either<GatewayError, User>> {
    return this.platform.authorised({ operation: 'profile', session }, this.rejections, (player) => ({ ...player.user, hasPinCode: player.pinCode !== null }));
  }
}

import type { Either } from 'fp-ts/Either';
import type { SessionId, SessionRejectionReporter } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { NotificationsGateway, NotificationSummary } from '../../domain/wallet';
import type { InMemoryPlatform } from '../shared/in-memory-platform';

export class InMemoryNotificationsGateway implements NotificationsGateway {
  constructor(
    private readonly platform: InMemoryPlatform,
    private readonly rejections: SessionRejectionReporter,
  ) {}

  async summary(session: SessionId): Promise<Either<GatewayError, NotificationSummary>> {
    return this.platform.authorised({ operation: 'notifications', session }, this.rejections, (player) => ({ ...player.notifications }));
  }
}

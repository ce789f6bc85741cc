import type { Either } from 'fp-ts/Either';
import type { PaymentProfile, PaymentProfileGateway } from '../../domain/cashier';
import type { SessionId, SessionRejectionReporter } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { InMemoryPlatform } from '../shared/in-memory-platform';

export class InMemoryPaymentProfileGateway implements PaymentProfileGateway {
  constructor(
    private readonly platform: InMemoryPlatform,
    private readonly rejections: SessionRejectionReporter,
  ) {}

  async info(session: SessionId): Promise<Either<GatewayError, PaymentProfile>> {
    return this.platform.authorised({ operation: 'paymentProfile', session }, this.rejections, (player) => this.platform.cashier.profileOf(player.username.toLowerCase()));
  }
}

import type { Either } from 'fp-ts/Either';
import type { SessionId, SessionRejectionReporter } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { MfaOperation, OperationStatus, OperationStatusGateway } from '../../domain/verification';
import type { InMemoryPlatform } from '../shared/in-memory-platform';

export class InMemoryOperationStatusGateway implements OperationStatusGateway {
  constructor(
    private readonly platform: InMemoryPlatform,
    private readonly rejections: SessionRejectionReporter,
  ) {}

  async status(session: SessionId, operation: MfaOperation): Promise<Either<GatewayError, OperationStatus>> {
    return this.platform.authorised({ operation: 'operationStatus', session, body: { operation } }, this.rejections, (player) => {
      const remainingBlockingTime = this.platform.verification.blockedFor(player.username, operation);
      return remainingBlockingTime === null ? { status: 'ACTIVE', remainingBlockingTime: 0 } : { status: 'BLOCKED', remainingBlockingTime };
    });
  }
}

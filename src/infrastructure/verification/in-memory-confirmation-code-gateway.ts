import type { Either } from 'fp-ts/Either';
import type { SessionId, SessionRejectionReporter } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { ConfirmationCodeGateway, MfaOperation, SendCodeOutcome } from '../../domain/verification';
import type { InMemoryPlatform } from '../shared/in-memory-platform';

export class InMemoryConfirmationCodeGateway implements ConfirmationCodeGateway {
  constructor(
    private readonly platform: InMemoryPlatform,
    private readonly rejections: SessionRejectionReporter,
  ) {}

  async send(session: SessionId, operation: MfaOperation): Promise<Either<GatewayError, SendCodeOutcome>> {
    return this.platform.authorised({ operation: 'confirmationCode', session, body: { operation } }, this.rejections, (player): SendCodeOutcome => {
      if (operation === 'validatePhone' && player.user.phoneStatus === 'VALIDATED') return { kind: 'ALREADY_VALIDATED' };
      if (operation !== 'validatePhone' && player.user.phoneStatus === 'NOT_VALIDATED') return { kind: 'PHONE_NOT_VALIDATED' };
      return this.platform.verification.send(player.username, operation);
    });
  }
}

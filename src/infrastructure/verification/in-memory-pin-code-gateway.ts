import { left, right, type Either } from 'fp-ts/Either';
import type { SessionId, SessionRejectionReporter } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { PinCode, PinCodeGateway } from '../../domain/verification';
import type { InMemoryPlatform } from '../shared/in-memory-platform';

export class InMemoryPinCodeGateway implements PinCodeGateway {
  constructor(
    private readonly platform: InMemoryPlatform,
    private readonly rejections: SessionRejectionReporter,
  ) {}

  async update(session: SessionId, pinCode: PinCode): Promise<Either<GatewayError, void>> {
    return this.platform.authorised({ operation: 'pinCode', session, body: { pinCode } }, this.rejections, (player) => {
      player.pinCode = pinCode;
    });
  }

  async resetWithToken(token: string, pinCode: PinCode): Promise<Either<GatewayError, void>> {
    const failure = this.platform.receive({ operation: 'pinCode', body: { token, pinCode } });
    if (failure !== null) return left(failure);
    const username = this.platform.actionTokens.get(token);
    if (username === undefined) return left({ code: 'HTTP', status: 404 });
    this.platform.player(username).pinCode = pinCode;
    this.platform.actionTokens.delete(token);
    return right(undefined);
  }
}

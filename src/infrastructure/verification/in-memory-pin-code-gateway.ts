import { left, right, type Either } from 'fp-ts/Either';
import type { SessionId, SessionRejectionReporter } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { PinChangeOutcome, PinCode, PinCodeGateway } from '../../domain/verification';
import type { InMemoryPlatform } from '../shared/in-memory-platform';

export class InMemoryPinCodeGateway implements PinCodeGateway {
  constructor(
    private readonly platform: InMemoryPlatform,
    private readonly rejections: SessionRejectionReporter,
  ) {}

  async update(session: SessionId, pinCode: PinCode, currentPinCode: PinCode | null = null): Promise<Either<GatewayError, PinChangeOutcome>> {
    const body = currentPinCode === null ? { pinCode } : { pinCode, currentPinCode };
    return this.platform.authorised({ operation: 'pinCode', session, body }, this.rejections, (player): PinChangeOutcome => {
      if (player.pinCode !== null) {
        const rejection = this.platform.verification.check(player.username, 'updateProfile', currentPinCode ?? '', player.pinCode);
        if (rejection !== null) return { kind: 'REFUSED', rejection: currentPinCode === null ? { kind: 'CODE_REQUIRED', method: 'PIN_CODE' } : rejection };
      }
      player.pinCode = pinCode;
      player.user = { ...player.user, hasPinCode: true };
      return { kind: 'CHANGED' };
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

  async requestReset(session: SessionId): Promise<Either<GatewayError, void>> {
    return this.platform.authorised({ operation: 'pinReset', session }, this.rejections, (player) => {
      this.platform.verification.pinResetRequests.push(player.username);
    });
  }
}

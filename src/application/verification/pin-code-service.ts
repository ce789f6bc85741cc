import { isLeft, left, right, type Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { PinCode, PinCodeGateway } from '../../domain/verification';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import { VerificationTokens } from './tokens';

export type PinUpdateError = { readonly code: 'NO_SESSION' } | { readonly code: 'FAILED'; readonly cause: GatewayError };

/** Whether the player is logged in now, or was in the middle of logging in (forcePinReset) and must log in again. */
export type PinUpdated = 'UPDATED' | 'RESET_LOG_IN_AGAIN';

/** PIN-02, PIN-03: set or change the player's four-digit PIN. */
@injectable()
export class PinCodeService {
  constructor(
    @inject(VerificationTokens.PinCodeGateway) private readonly gateway: PinCodeGateway,
    @inject(SessionTokens.SessionService) private readonly session: SessionService,
  ) {}

  async update(pinCode: PinCode, actionToken: string | null = null): Promise<Either<PinUpdateError, PinUpdated>> {
    const id = this.session.currentId();
    if (id === null && actionToken !== null) {
      const reset = await this.gateway.resetWithToken(actionToken, pinCode);
      return isLeft(reset) ? left({ code: 'FAILED', cause: reset.left }) : right('RESET_LOG_IN_AGAIN');
    }
    if (id === null) return left({ code: 'NO_SESSION' });
    const result = await this.gateway.update(id, pinCode);
    if (isLeft(result)) return left({ code: 'FAILED', cause: result.left });
    await this.session.refreshProfile();
    return right('UPDATED');
  }
}

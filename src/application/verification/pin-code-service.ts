import { isLeft, left, right, type Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { CodeRejection, PinCode, PinCodeGateway } from '../../domain/verification';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import { VerificationTokens } from './tokens';

export type PinUpdateError =
  | { readonly code: 'NO_SESSION' }
  | { readonly code: 'FAILED'; readonly cause: GatewayError }
  /** The current PIN was wrong, or the change is blocked after three wrong ones. */
  | { readonly code: 'REFUSED'; readonly rejection: CodeRejection };

/** Whether the player is logged in now, or was in the middle of logging in (forcePinReset) and must log in again. */
export type PinUpdated = 'UPDATED' | 'RESET_LOG_IN_AGAIN';

export type PinResetRequestError = { readonly code: 'NO_SESSION' } | { readonly code: 'FAILED'; readonly cause: GatewayError };

/** PIN-01 to PIN-04: set, change or forget the player's four-digit PIN. */
@injectable()
export class PinCodeService {
  constructor(
    @inject(VerificationTokens.PinCodeGateway) private readonly gateway: PinCodeGateway,
    @inject(SessionTokens.SessionService) private readonly session: SessionService,
  ) {}

  async update(pinCode: PinCode, actionToken: string | null = null, currentPinCode: PinCode | null = null): Promise<Either<PinUpdateError, PinUpdated>> {
    const id = this.session.currentId();
    // The token (a login's 428, or the forgot-PIN e-mail's link) stands in for the current PIN.
    if (actionToken !== null) {
      const reset = await this.gateway.resetWithToken(actionToken, pinCode);
      if (isLeft(reset)) return left({ code: 'FAILED', cause: reset.left });
      if (id === null) return right('RESET_LOG_IN_AGAIN');
      await this.session.refreshProfile();
      return right('UPDATED');
    }
    if (id === null) return left({ code: 'NO_SESSION' });
    const result = await this.gateway.update(id, pinCode, currentPinCode);
    if (isLeft(result)) return left({ code: 'FAILED', cause: result.left });
    if (result.right.kind === 'REFUSED') return left({ code: 'REFUSED', rejection: result.right.rejection });
    await this.session.refreshProfile();
    return right('UPDATED');
  }

  /** PIN-04: the platform e-mails a link to the PIN page's forcePinReset. */
  async requestReset(): Promise<Either<PinResetRequestError, void>> {
    const id = this.session.currentId();
    if (id === null) return left({ code: 'NO_SESSION' });
    const result = await this.gateway.requestReset(id);
    return isLeft(result) ? left({ code: 'FAILED', cause: result.left }) : right(undefined);
  }
}

import { isLeft, left, right, type Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GatewayError } from '../../domain/shared/gateway-error';
import {
  fullPhoneNumber,
  type ConfirmationCode,
  type ConfirmationCodeGateway,
  type NewPhoneNumber,
  type PhoneResetGateway,
  type PhoneValidationGateway,
  type PhoneValidationOutcome,
  type SendCodeOutcome,
} from '../../domain/verification';
import { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import { VerificationTokens } from './tokens';

export type PhoneCallError = { readonly code: 'NO_SESSION' } | { readonly code: 'NO_PHONE' } | { readonly code: 'FAILED'; readonly cause: GatewayError };

/** PH-01 to PH-06: the player's phone, proved with an SMS code; and the forced reset to a new number. */
@injectable()
export class PhoneVerificationService {
  constructor(
    @inject(VerificationTokens.ConfirmationCodeGateway) private readonly codes: ConfirmationCodeGateway,
    @inject(VerificationTokens.PhoneValidationGateway) private readonly phones: PhoneValidationGateway,
    @inject(VerificationTokens.PhoneResetGateway) private readonly resets: PhoneResetGateway,
    @inject(SessionTokens.SessionService) private readonly session: SessionService,
  ) {}

  async sendCode(): Promise<Either<PhoneCallError, SendCodeOutcome>> {
    const id = this.session.currentId();
    if (id === null) return left({ code: 'NO_SESSION' });
    const result = await this.codes.send(id, 'validatePhone');
    if (isLeft(result)) return left({ code: 'FAILED', cause: result.left });
    // PLAYER_VALIDATED: the profile is behind the platform; read it again so the page shows VALIDATED.
    if (result.right.kind === 'ALREADY_VALIDATED') await this.session.refreshProfile();
    return right(result.right);
  }

  async validate(code: ConfirmationCode): Promise<Either<PhoneCallError, PhoneValidationOutcome>> {
    const state = this.session.current();
    if (state.status !== 'authenticated') return left({ code: 'NO_SESSION' });
    const phone = state.user.phones[0];
    if (phone === undefined) return left({ code: 'NO_PHONE' });
    const result = await this.phones.validate(state.id, fullPhoneNumber(state.user.phonePrefix, phone), code);
    if (isLeft(result)) return left({ code: 'FAILED', cause: result.left });
    if (result.right.kind !== 'REFUSED') await this.session.refreshProfile();
    return right(result.right);
  }

  async sendResetCode(token: string, phone: NewPhoneNumber): Promise<Either<PhoneCallError, SendCodeOutcome>> {
    const result = await this.resets.sendCode(token, phone);
    return isLeft(result) ? left({ code: 'FAILED', cause: result.left }) : right(result.right);
  }

  async reset(token: string, phone: NewPhoneNumber, code: ConfirmationCode): Promise<Either<PhoneCallError, PhoneValidationOutcome>> {
    const result = await this.resets.reset(token, phone, code);
    return isLeft(result) ? left({ code: 'FAILED', cause: result.left }) : right(result.right);
  }
}

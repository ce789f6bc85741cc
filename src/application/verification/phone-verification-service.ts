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

/** JRN-03: what became of a number the player added or corrected. */
export type NumberChangeOutcome =
  | { readonly kind: 'NUMBER_INVALID' }
  | { readonly kind: 'ALREADY_VALIDATED' }
  /** The number is the player's now; the answer to sending it a code (PH-04). */
  | { readonly kind: 'CODE_SENT'; readonly outcome: SendCodeOutcome };

export type PhoneCallError = { readonly code: 'NO_SESSION' } | { readonly code: 'NO_PHONE' } | { readonly code: 'FAILED'; readonly cause: GatewayError };

/** PH-01 to PH-06: the player's phone, proved with an SMS code; and the forced reset to a new number. */
@injectable()
export class PhoneVerificationService {
  /** The last answer to "send code" and the number it was for: a page opened after joining shows the code as sent. */
  private lastSent: { readonly fullPhone: string; readonly outcome: SendCodeOutcome } | null = null;

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
    const fullPhone = this.currentFullPhone();
    this.lastSent = fullPhone === null ? null : { fullPhone, outcome: result.right };
    // PLAYER_VALIDATED: the profile is behind the platform; read it again so the page shows VALIDATED.
    if (result.right.kind === 'ALREADY_VALIDATED') await this.session.refreshProfile();
    return right(result.right);
  }

  /** JRN-01: the answer to the last code sent to this number in this visit, if one was. */
  sentTo(fullPhone: string): SendCodeOutcome | null {
    return this.lastSent?.fullPhone === fullPhone ? this.lastSent.outcome : null;
  }

  /** JRN-03: a number added by a player who has none, or corrected before it is validated; a code goes to it. */
  async changeNumber(phone: NewPhoneNumber): Promise<Either<PhoneCallError, NumberChangeOutcome>> {
    const id = this.session.currentId();
    if (id === null) return left({ code: 'NO_SESSION' });
    const changed = await this.phones.changeNumber(id, phone);
    if (isLeft(changed)) return left({ code: 'FAILED', cause: changed.left });
    if (changed.right.kind !== 'CHANGED') {
      if (changed.right.kind === 'ALREADY_VALIDATED') await this.session.refreshProfile();
      return right(changed.right);
    }
    await this.session.refreshProfile();
    const sent = await this.sendCode();
    return isLeft(sent) ? sent : right({ kind: 'CODE_SENT', outcome: sent.right });
  }

  private currentFullPhone(): string | null {
    const state = this.session.current();
    const phone = state.status === 'authenticated' ? state.user.phones[0] : undefined;
    return state.status === 'authenticated' && phone !== undefined ? fullPhoneNumber(state.user.phonePrefix, phone) : null;
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

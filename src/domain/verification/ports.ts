import type { Either } from 'fp-ts/Either';
import type { SessionId } from '../session';
import type { GatewayError } from '../shared/gateway-error';
import type { CodeRejection, ConfirmationCode, MfaOperation, SendCodeOutcome } from './confirmation-code';
import type { OperationStatus } from './operation-status';
import type { NewPhoneNumber } from './phone';
import type { PinChangeOutcome, PinCode } from './pin-code';

export interface PinCodeGateway {
  /** `currentPinCode` when the player has a PIN already (PIN-02). */
  update(session: SessionId, pinCode: PinCode, currentPinCode?: PinCode | null): Promise<Either<GatewayError, PinChangeOutcome>>;
  /** forcePinReset: no session yet, the token of the 428 answer instead. */
  resetWithToken(token: string, pinCode: PinCode): Promise<Either<GatewayError, void>>;
  /** PIN-04: an e-mail with a reset link. */
  requestReset(session: SessionId): Promise<Either<GatewayError, void>>;
}

export interface ConfirmationCodeGateway {
  send(session: SessionId, operation: MfaOperation): Promise<Either<GatewayError, SendCodeOutcome>>;
}

export type PhoneValidationOutcome =
  | { readonly kind: 'VALIDATED' }
  | { readonly kind: 'ALREADY_VALIDATED' }
  | { readonly kind: 'REFUSED'; readonly rejection: CodeRejection };

/** JRN-03: the answer to a number added or corrected before it is validated. */
export type PhoneNumberChange = { readonly kind: 'CHANGED' } | { readonly kind: 'NUMBER_INVALID' } | { readonly kind: 'ALREADY_VALIDATED' };

export interface PhoneValidationGateway {
  /** PH-06: `fullPhone` is prefix and number (`+35699123456`). */
  validate(session: SessionId, fullPhone: string, code: ConfirmationCode): Promise<Either<GatewayError, PhoneValidationOutcome>>;
  /** JRN-03: the player's number, added or corrected while it is not validated. */
  changeNumber(session: SessionId, phone: NewPhoneNumber): Promise<Either<GatewayError, PhoneNumberChange>>;
}

/** The forced phone reset: no session, the action token instead. */
export interface PhoneResetGateway {
  sendCode(token: string, phone: NewPhoneNumber): Promise<Either<GatewayError, SendCodeOutcome>>;
  reset(token: string, phone: NewPhoneNumber, code: ConfirmationCode): Promise<Either<GatewayError, PhoneValidationOutcome>>;
}

export interface OperationStatusGateway {
  status(session: SessionId, operation: MfaOperation): Promise<Either<GatewayError, OperationStatus>>;
}

import { isLeft, left, right, type Either } from 'fp-ts/Either';
import type { SessionId } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { ConfirmationCode, NewPhoneNumber, PhoneNumberChange, PhoneValidationGateway, PhoneValidationOutcome } from '../../domain/verification';
import { sessionPath, type HttpClient, type HttpReply } from '../shared/http-client';
import { codeRejectionOf, errorCodeOf, unexpected } from './code-answers';

/** The answers of a call that proves a phone with a code: 204, PLAYER_VALIDATED, or a code refusal. */
export const phoneValidationOutcomeOf = (reply: HttpReply): Either<GatewayError, PhoneValidationOutcome> => {
  if (reply.status === 204 || reply.status === 200) return right({ kind: 'VALIDATED' });
  const rejection = codeRejectionOf(reply);
  if (rejection !== null) return right({ kind: 'REFUSED', rejection });
  if (reply.status === 422 && errorCodeOf(reply) === 'PLAYER_VALIDATED') return right({ kind: 'ALREADY_VALIDATED' });
  return left(unexpected(reply));
};

/** PH-06: `POST /services/profile/v1/validated-phones/{prefix+phone}/profile/{session}` with `X-MFA-CODE`. */
export class HttpPhoneValidationGateway implements PhoneValidationGateway {
  constructor(private readonly http: HttpClient) {}

  async validate(session: SessionId, fullPhone: string, code: ConfirmationCode): Promise<Either<GatewayError, PhoneValidationOutcome>> {
    const reply = await this.http.answer({
      method: 'POST',
      path: sessionPath`/services/profile/v1/validated-phones/${fullPhone}/profile/${session}`,
      session,
      headers: { 'X-MFA-CODE': code },
      body: {},
    });
    return isLeft(reply) ? reply : phoneValidationOutcomeOf(reply.right);
  }

  /** JRN-03: `PUT /services/player-verification/v1/profiles/{session}/phone` (decided; docs/api.md). */
  async changeNumber(session: SessionId, phone: NewPhoneNumber): Promise<Either<GatewayError, PhoneNumberChange>> {
    const reply = await this.http.answer({
      method: 'PUT',
      path: sessionPath`/services/player-verification/v1/profiles/${session}/phone`,
      session,
      body: { phonePrefix: phone.phonePrefix, phone: phone.phone },
    });
    if (isLeft(reply)) return reply;
    const { status } = reply.right;
    if (status === 204 || status === 200) return right({ kind: 'CHANGED' });
    const errorCode = errorCodeOf(reply.right);
    if (status === 422 && errorCode === 'PLAYER_VALIDATED') return right({ kind: 'ALREADY_VALIDATED' });
    if (status === 422 && errorCode === 'VALIDATION_ERROR') return right({ kind: 'NUMBER_INVALID' });
    return left(unexpected(reply.right));
  }
}

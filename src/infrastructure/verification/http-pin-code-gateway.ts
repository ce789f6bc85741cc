import { isLeft, left, right, type Either } from 'fp-ts/Either';
import type { SessionId } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { PinChangeOutcome, PinCode, PinCodeGateway } from '../../domain/verification';
import { sessionPath, type HttpClient } from '../shared/http-client';
import { codeRejectionOf, unexpected } from './code-answers';

/** PIN-02: `PUT /api/v1/profiles/{session}/pin-code`; a wrong current PIN answers as a wrong code. */
export class HttpPinCodeGateway implements PinCodeGateway {
  constructor(private readonly http: HttpClient) {}

  async update(session: SessionId, pinCode: PinCode, currentPinCode: PinCode | null = null): Promise<Either<GatewayError, PinChangeOutcome>> {
    const reply = await this.http.answer({
      method: 'PUT',
      path: sessionPath`/api/v1/profiles/${session}/pin-code`,
      session,
      body: currentPinCode === null ? { pinCode } : { pinCode, currentPinCode },
    });
    if (isLeft(reply)) return reply;
    if (reply.right.status >= 200 && reply.right.status < 300) return right({ kind: 'CHANGED' });
    const rejection = codeRejectionOf(reply.right);
    return rejection === null ? left(unexpected(reply.right)) : right({ kind: 'REFUSED', rejection });
  }

  /** `POST /services/login-service/v1/pin-reset` (decided, docs/api.md). */
  resetWithToken(token: string, pinCode: PinCode): Promise<Either<GatewayError, void>> {
    return this.http.ok({ method: 'POST', path: '/services/login-service/v1/pin-reset', body: { token, pinCode } });
  }

  /** PIN-04: `POST /services/player-verification/v1/profiles/{session}/verifications/PIN_CODE/request-reset`. */
  requestReset(session: SessionId): Promise<Either<GatewayError, void>> {
    return this.http.ok({ method: 'POST', path: sessionPath`/services/player-verification/v1/profiles/${session}/verifications/PIN_CODE/request-reset`, session, body: {} });
  }
}

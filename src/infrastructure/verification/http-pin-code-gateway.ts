import type { Either } from 'fp-ts/Either';
import type { SessionId } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { PinCode, PinCodeGateway } from '../../domain/verification';
import { sessionPath, type HttpClient } from '../shared/http-client';

/** PIN-02: `PUT /api/v1/profiles/{session}/pin-code`, read by ok. */
export class HttpPinCodeGateway implements PinCodeGateway {
  constructor(private readonly http: HttpClient) {}

  update(session: SessionId, pinCode: PinCode): Promise<Either<GatewayError, void>> {
    return this.http.ok({ method: 'PUT', path: sessionPath`/api/v1/profiles/${session}/pin-code`, session, body: { pinCode } });
  }

  /** `POST /services/login-service/v1/pin-reset` (decided, docs/api.md). */
  resetWithToken(token: string, pinCode: PinCode): Promise<Either<GatewayError, void>> {
    return this.http.ok({ method: 'POST', path: '/services/login-service/v1/pin-reset', body: { token, pinCode } });
  }
}

import type { Either } from 'fp-ts/Either';
import type { PasswordResetGateway } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { HttpClient } from '../shared/http-client';

/** forcePasswordReset: `POST /services/login-service/v1/password-reset` with the token of the 428 answer. */
export class HttpPasswordResetGateway implements PasswordResetGateway {
  constructor(private readonly http: HttpClient) {}

  reset(token: string, newPassword: string): Promise<Either<GatewayError, void>> {
    return this.http.ok({ method: 'POST', path: '/services/login-service/v1/password-reset', body: { token, newPassword } });
  }
}

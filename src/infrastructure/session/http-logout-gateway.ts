import type { Either } from 'fp-ts/Either';
import type { LogoutGateway, SessionId } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { sessionPath, type HttpClient } from '../shared/http-client';

/** AUTH-09: `DELETE /services/login-service/v1/sessions/{session}` (path decided, docs/api.md). */
export class HttpLogoutGateway implements LogoutGateway {
  constructor(private readonly http: HttpClient) {}

  logout(session: SessionId): Promise<Either<GatewayError, void>> {
    return this.http.ok({ method: 'DELETE', path: sessionPath`/services/login-service/v1/sessions/${session}`, session, reportRejection: false });
  }
}

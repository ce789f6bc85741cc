import { left, type Either } from 'fp-ts/Either';
import type { LoginError, LoginGateway, LoginReply, LoginRequest } from '../../domain/session';
import type { HttpClient } from '../shared/http-client';

const LOGIN_PATH = '/services/login-service/v1/login';

/** AUTH-03, AUTH-04, AUTH-08: `POST /services/login-service/v1/login[/{variant}]`. */
export class HttpLoginGateway implements LoginGateway {
  constructor(private readonly http: HttpClient) {}

  async login(request: LoginRequest): Promise<Either<LoginError, LoginReply>> {
    // The reading of every login answer is a chunk of its own, fetched while the request travels:
    // the home page's first script carries no login code.
    const [reply, reading] = await Promise.all([
      this.http.send({
        method: 'POST',
        path: request.variant ? `${LOGIN_PATH}/${encodeURIComponent(request.variant)}` : LOGIN_PATH,
        headers: headersOf(request),
        body: { username: request.credentials.username, password: request.credentials.password },
      }),
      import('../session/login-reply').catch(() => null),
    ]);
    return reply._tag === 'Left' || reading === null ? left({ code: 'UNEXPECTED', status: null }) : reading.loginReplyFrom(reply.right);
  }
}

const headersOf = (request: LoginRequest): Record<string, string> => {
  const headers: Record<string, string> = {};
  if (request.captchaToken) headers['X-CAPTCHA-TOKEN'] = request.captchaToken;
  if (request.mfa) {
    headers['X-MFA-CODE'] = request.mfa.code;
    if (request.mfa.method === 'TWO_FACTOR_AUTHENTICATION') headers['X-ENFORCEMENT-METHOD'] = 'TWO_FACTOR_AUTHENTICATION';
  }
  return headers;
};

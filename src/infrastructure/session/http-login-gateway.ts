import { isLeft, left, right, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import { loginErrorFromCode, requiredActionFrom, type LoginError, type LoginReply, type LoginRequest } from '../../domain/session/login';
import type { LoginGateway } from '../../domain/session/ports';
import { parseSessionId } from '../../domain/session/session-id';
import { BoundedArray, Count, optional, orNull, ShortString } from '../shared/codecs';
import type { HttpClient, HttpReply } from '../shared/http-client';

const LoginSuccessBody = t.type({
  sessionId: ShortString,
  userCountry: optional(ShortString),
  loginFromDifferentCountry: optional(t.boolean),
  attributes: optional(t.partial({ language: optional(ShortString) })),
});

const ErrorBody = t.type({
  errorCode: ShortString,
  errors: optional(BoundedArray(ShortString, 50)),
  remainingAttempts: optional(Count),
});

const ValidationBody = t.type({
  fieldErrors: BoundedArray(t.type({ field: ShortString, cause: ShortString }), 50),
});

const RequiredActionBody = t.partial({ action: t.unknown, token: t.unknown, profileInfo: t.unknown });

const LOGIN_PATH = '/services/login-service/v1/login';

/** AUTH-03, AUTH-04, AUTH-08: `POST /services/login-service/v1/login[/{variant}]`. */
export class HttpLoginGateway implements LoginGateway {
  constructor(private readonly http: HttpClient) {}

  async login(request: LoginRequest): Promise<Either<LoginError, LoginReply>> {
    const reply = await this.http.send({
      method: 'POST',
      path: request.variant ? `${LOGIN_PATH}/${encodeURIComponent(request.variant)}` : LOGIN_PATH,
      headers: headersOf(request),
      body: { username: request.credentials.username, password: request.credentials.password },
    });
    if (isLeft(reply)) return left({ code: 'UNEXPECTED', status: null });
    return readReply(reply.right);
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

const readReply = ({ status, body }: HttpReply): Either<LoginError, LoginReply> => {
  if (status >= 200 && status < 300) return readSuccess(body);
  if (status === 428) {
    const details = RequiredActionBody.decode(body);
    const read = requiredActionFrom(details._tag === 'Right' && typeof body === 'object' ? details.right : null);
    return read.ok ? right({ kind: 'ACTION_REQUIRED', requiredAction: read.requiredAction }) : left(read.error);
  }
  if (status === 422) {
    const validation = ValidationBody.decode(body);
    return left({ code: 'VALIDATION_ERROR', fieldErrors: validation._tag === 'Right' ? validation.right.fieldErrors : [] });
  }
  if (status >= 400 && status < 500) {
    const error = ErrorBody.decode(body);
    if (error._tag === 'Right') {
      const { errorCode, errors, remainingAttempts } = error.right;
      return left(loginErrorFromCode(errorCode, { errors: errors ?? [], remainingAttempts: orNull(remainingAttempts) }));
    }
  }
  return left({ code: 'UNEXPECTED', status });
};

const readSuccess = (body: unknown): Either<LoginError, LoginReply> => {
  const decoded = LoginSuccessBody.decode(body);
  const sessionId = decoded._tag === 'Right' ? parseSessionId(decoded.right.sessionId) : null;
  if (decoded._tag === 'Left' || sessionId === null) return left({ code: 'UNEXPECTED', status: 200 });
  const success = decoded.right;
  return right({
    kind: 'SUCCESS',
    success: {
      sessionId,
      userCountry: orNull(success.userCountry),
      loginFromDifferentCountry: success.loginFromDifferentCountry ?? false,
      language: orNull(success.attributes?.language),
    },
  });
};

import { isLeft, left, map, right, type Either } from 'fp-ts/Either';
import type { BreakChoice, Exclusion, ExclusionFailure, ExclusionGateway } from '../../domain/safer-gambling';
import type { SessionId } from '../../domain/session';
import { httpError, type GatewayError } from '../../domain/shared/gateway-error';
import { sessionPath, type HttpClient, type HttpReply } from '../shared/http-client';
import { ErrorCodeBody, ExclusionAnswer, ExclusionBody, ExclusionValidation } from './exclusion-codecs';

const exclusionPath = (session: SessionId) => sessionPath`/services/responsible-gambling/v1/profiles/${session}/exclusion`;

const bodyOf = (choice: BreakChoice, password: string) =>
  choice.kind === 'TIME_OUT' ? { kind: choice.kind, days: choice.days, password } : { kind: choice.kind, months: choice.months, password };

/** SG-09, SG-10: `GET|POST …/exclusion` and `POST …/exclusion/end-request`. */
export class HttpExclusionGateway implements ExclusionGateway {
  constructor(private readonly http: HttpClient) {}

  async load(session: SessionId, signal?: AbortSignal): Promise<Either<GatewayError, Exclusion | null>> {
    return map((body: { exclusion: Exclusion | null }) => body.exclusion)(await this.http.json({ method: 'GET', path: exclusionPath(session), session, signal }, ExclusionBody));
  }

  async start(session: SessionId, choice: BreakChoice, password: string): Promise<Either<ExclusionFailure, Exclusion>> {
    return answerOf(await this.http.answer({ method: 'POST', path: exclusionPath(session), session, body: bodyOf(choice, password) }));
  }

  async requestEnd(session: SessionId): Promise<Either<ExclusionFailure, Exclusion>> {
    return answerOf(await this.http.answer({ method: 'POST', path: `${exclusionPath(session)}/end-request`, session, body: {} }));
  }
}

const unreadable: ExclusionFailure = { code: 'UNAVAILABLE', cause: { code: 'DECODE', detail: 'not an exclusion' } };

const answerOf = (reply: Either<GatewayError, HttpReply>): Either<ExclusionFailure, Exclusion> => {
  if (isLeft(reply)) return left({ code: 'UNAVAILABLE', cause: reply.left });
  const { status, body, retryAfterSeconds } = reply.right;
  if (status >= 200 && status < 300) {
    const answer = ExclusionAnswer.decode(body);
    return answer._tag === 'Right' ? right(answer.right.exclusion) : left(unreadable);
  }
  const errorCode = ErrorCodeBody.decode(body);
  const code = errorCode._tag === 'Right' ? errorCode.right.errorCode : null;
  if (status === 409 && code === 'ALREADY_EXCLUDED') {
    const answer = ExclusionAnswer.decode(body);
    return left({ code: 'ALREADY_EXCLUDED', exclusion: answer._tag === 'Right' ? answer.right.exclusion : null });
  }
  if (status === 409 && code === 'NOT_EXPIRED') return left({ code: 'NOT_EXPIRED' });
  if (status === 404) return left({ code: 'NOT_FOUND' });
  if (status === 429) return left({ code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: retryAfterSeconds ?? 3600 });
  if (status === 422) {
    const refusal = ExclusionValidation.decode(body);
    const password = refusal._tag === 'Right' ? refusal.right.fieldErrors.find((problem) => problem.field === 'password') : undefined;
    if (password?.cause === 'INVALID_PASSWORD') return left({ code: 'WRONG_PASSWORD' });
    if (password?.cause === 'REQUIRED') return left({ code: 'PASSWORD_REQUIRED' });
  }
  return left({ code: 'UNAVAILABLE', cause: httpError(status) });
};

import { isLeft, left, map, right, type Either } from 'fp-ts/Either';
import type { LimitFailure, LimitPeriod, LimitsGateway, LimitType, LimitValue, PlayerLimit, PlayerLimits } from '../../domain/safer-gambling';
import type { SessionId } from '../../domain/session';
import { httpError, type GatewayError } from '../../domain/shared/gateway-error';
import { sessionPath, type HttpClient, type HttpReply } from '../shared/http-client';
import { limitOf, LimitsBody, limitsOf, problemsOf, ValidationBody } from './limits-codecs';

const limitsPath = (session: SessionId) => sessionPath`/services/responsible-gambling/v1/profiles/${session}/limits`;

/** SG-02, SG-03: `GET|PUT|DELETE /services/responsible-gambling/v1/profiles/{session}/limits[/{type}/{period}]`. */
export class HttpLimitsGateway implements LimitsGateway {
  constructor(private readonly http: HttpClient) {}

  async load(session: SessionId, signal?: AbortSignal): Promise<Either<GatewayError, PlayerLimits>> {
    return map(limitsOf)(await this.http.json({ method: 'GET', path: limitsPath(session), session, signal }, LimitsBody));
  }

  async set(session: SessionId, type: LimitType, period: LimitPeriod, value: LimitValue): Promise<Either<LimitFailure, PlayerLimit>> {
    const path = `${limitsPath(session)}/${type}/${period}`;
    return answerOf(await this.http.answer({ method: 'PUT', path, session, body: value }));
  }

  async remove(session: SessionId, type: LimitType, period: LimitPeriod): Promise<Either<LimitFailure, PlayerLimit>> {
    const path = `${limitsPath(session)}/${type}/${period}`;
    return answerOf(await this.http.answer({ method: 'DELETE', path, session }));
  }
}

/** 200 the limit as it now stands; 422 field problems; 404 no such limit; anything else unavailable. */
const answerOf = (reply: Either<GatewayError, HttpReply>): Either<LimitFailure, PlayerLimit> => {
  if (isLeft(reply)) return left({ code: 'UNAVAILABLE', cause: reply.left });
  const { status, body } = reply.right;
  if (status >= 200 && status < 300) {
    const limit = limitOf(body);
    return limit === null ? left({ code: 'UNAVAILABLE', cause: { code: 'DECODE', detail: 'not a limit' } }) : right(limit);
  }
  if (status === 404) return left({ code: 'NOT_FOUND' });
  if (status === 422) {
    const refusal = ValidationBody.decode(body);
    const problems = refusal._tag === 'Right' ? problemsOf(refusal.right) : [];
    if (problems.length > 0) return left({ code: 'INVALID', problems });
  }
  return left({ code: 'UNAVAILABLE', cause: httpError(status) });
};

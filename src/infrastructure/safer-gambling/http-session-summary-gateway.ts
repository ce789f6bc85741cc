import { isLeft, left, right, type Either } from 'fp-ts/Either';
import type { RealityCheckFailure, RealityCheckSetting, SessionSummary, SessionSummaryGateway } from '../../domain/safer-gambling';
import type { SessionId } from '../../domain/session';
import { httpError, type GatewayError } from '../../domain/shared/gateway-error';
import { decodeWith } from '../shared/codecs';
import { sessionPath, type HttpClient } from '../shared/http-client';
import { RealityCheckBody, realityCheckCauseOf, realityCheckSettingOf, SessionSummaryBody, sessionSummaryOf } from './session-summary-codecs';

const base = (session: SessionId) => sessionPath`/services/responsible-gambling/v1/profiles/${session}`;

/** SG-07, SG-08, SG-11, SG-13: `GET RG/session` and `PUT RG/reality-check`. */
export class HttpSessionSummaryGateway implements SessionSummaryGateway {
  constructor(private readonly http: HttpClient) {}

  async summary(session: SessionId, options: { readonly background?: boolean; readonly signal?: AbortSignal } = {}): Promise<Either<GatewayError, SessionSummary>> {
    const path = `${base(session)}/session`;
    const answer = await this.http.json({ method: 'GET', path, session, background: options.background === true, signal: options.signal }, SessionSummaryBody);
    if (isLeft(answer)) return answer;
    const summary = sessionSummaryOf(answer.right);
    return summary === null ? left({ code: 'DECODE', detail: 'not a currency' }) : right(summary);
  }

  async setRealityCheck(session: SessionId, minutes: number | null): Promise<Either<RealityCheckFailure, RealityCheckSetting>> {
    const reply = await this.http.answer({ method: 'PUT', path: `${base(session)}/reality-check`, session, body: { minutes } });
    if (isLeft(reply)) return left({ code: 'UNAVAILABLE', cause: reply.left });
    const { status, body } = reply.right;
    if (status === 422) {
      const cause = realityCheckCauseOf(body);
      if (cause !== null) return left({ code: 'INVALID', cause });
    }
    if (status < 200 || status >= 300) return left({ code: 'UNAVAILABLE', cause: httpError(status) });
    const decoded = decodeWith(RealityCheckBody, body);
    return isLeft(decoded) ? left({ code: 'UNAVAILABLE', cause: decoded.left }) : right(realityCheckSettingOf(decoded.right));
  }
}

import * as t from 'io-ts';
import { isLeft, left, right, type Either } from 'fp-ts/Either';
import type { SessionId } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { MfaFailure, MfaOperation, TwoFactorGateway, TwoFactorStatus } from '../../domain/twofactor';
import { sessionPath, type HttpClient, type HttpRequest } from '../shared/http-client';
import { mfaFailureOf, otpAuthUriOf } from './mfa-reply';

const Status = t.type({ status: t.keyof({ PENDING: null, ENABLED: null, DISABLED: null, NOT_AVAILABLE: null }) });

const verification = (session: SessionId, rest: string): string => `${sessionPath`/services/player-verification/v1/profiles/${session}`}${rest}`;

// The platform takes a body-less POST only when it says JSON (a form or a beacon cannot forge that).
const JSON_TYPE = { 'Content-Type': 'application/json' } as const;

const confirmedBy = (operation: MfaOperation, code: string): Record<string, string> => ({ ...JSON_TYPE, 'X-MFA-OPERATION': operation, 'X-MFA-CODE': code });

/** docs/api.md "Two-factor": the player-verification service. Codes travel in headers, never in logs. */
export class HttpTwoFactorGateway implements TwoFactorGateway {
  constructor(private readonly http: HttpClient) {}

  async status(session: SessionId, signal: AbortSignal): Promise<Either<GatewayError, TwoFactorStatus>> {
    const reply = await this.http.json({ method: 'GET', path: verification(session, '/two-factor/status'), session, signal, background: true }, Status);
    return isLeft(reply) ? reply : right(reply.right.status);
  }

  async sendCode(session: SessionId, operation: MfaOperation): Promise<Either<MfaFailure, void>> {
    const reply = await this.call(session, { method: 'POST', path: verification(session, sessionPath`/operation/${operation}/confirmationCode`), headers: JSON_TYPE });
    return isLeft(reply) ? reply : right(undefined);
  }

  async enrol(session: SessionId, code: string): Promise<Either<MfaFailure, string>> {
    const reply = await this.http.answer({ method: 'POST', path: verification(session, '/two-factor/enrol'), session, headers: confirmedBy('enable2fa', code) });
    if (isLeft(reply)) return left({ kind: 'OTHER', cause: reply.left });
    // MFA-07: some platforms answer the URI as an error body; the URI wins over the status.
    const uri = otpAuthUriOf(reply.right.body);
    if (uri !== null) return right(uri);
    return left(mfaFailureOf(reply.right.status, reply.right.body));
  }

  async verify(session: SessionId, totp: string): Promise<Either<MfaFailure, void>> {
    const reply = await this.call(session, {
      method: 'PUT',
      path: verification(session, '/verifications/verify'),
      headers: { 'X-MOCK-2FA-VERIFICATION': 'false' },
      body: { code: totp },
    });
    return isLeft(reply) ? reply : right(undefined);
  }

  async disable(session: SessionId, totp: string): Promise<Either<MfaFailure, void>> {
    const reply = await this.call(session, { method: 'POST', path: verification(session, '/two-factor/disable'), headers: confirmedBy('disable2FA', totp) });
    return isLeft(reply) ? reply : right(undefined);
  }

  async reset(session: SessionId, code: string): Promise<Either<MfaFailure, void>> {
    const reply = await this.call(session, { method: 'POST', path: verification(session, '/two-factor/reset'), headers: confirmedBy('changeStatus2FA', code) });
    return isLeft(reply) ? reply : right(undefined);
  }

  /** Every status read (a 401 still ends the session, as every authorised call does). */
  private async call(session: SessionId, request: Omit<HttpRequest, 'session'>): Promise<Either<MfaFailure, unknown>> {
    const reply = await this.http.answer({ ...request, session });
    if (isLeft(reply)) return left({ kind: 'OTHER', cause: reply.left });
    const { status, body } = reply.right;
    return status >= 200 && status < 300 ? right(body) : left(mfaFailureOf(status, body));
  }
}

import { isLeft, type Either } from 'fp-ts/Either';
import type { SessionId } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { ConfirmationCodeGateway, MfaOperation, SendCodeOutcome } from '../../domain/verification';
import { sessionPath, type HttpClient } from '../shared/http-client';
import { sendCodeOutcomeOf } from './code-answers';

/** PH-04: `POST /services/player-verification/v1/profiles/{session}/operation/{operation}/confirmationCode`. */
export class HttpConfirmationCodeGateway implements ConfirmationCodeGateway {
  constructor(private readonly http: HttpClient) {}

  async send(session: SessionId, operation: MfaOperation): Promise<Either<GatewayError, SendCodeOutcome>> {
    const reply = await this.http.answer({
      method: 'POST',
      path: sessionPath`/services/player-verification/v1/profiles/${session}/operation/${operation}/confirmationCode`,
      session,
      body: {},
    });
    if (isLeft(reply)) return reply;
    return sendCodeOutcomeOf(reply.right);
  }
}

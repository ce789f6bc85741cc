import { isLeft, type Either } from 'fp-ts/Either';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { ConfirmationCode, NewPhoneNumber, PhoneResetGateway, PhoneValidationOutcome, SendCodeOutcome } from '../../domain/verification';
import type { HttpClient } from '../shared/http-client';
import { sendCodeOutcomeOf } from './code-answers';
import { phoneValidationOutcomeOf } from './http-phone-validation-gateway';

/** The forced phone reset (decided, docs/api.md): `POST /services/login-service/v1/phone-reset[/confirmationCode]`. */
export class HttpPhoneResetGateway implements PhoneResetGateway {
  constructor(private readonly http: HttpClient) {}

  async sendCode(token: string, phone: NewPhoneNumber): Promise<Either<GatewayError, SendCodeOutcome>> {
    const reply = await this.http.answer({ method: 'POST', path: '/services/login-service/v1/phone-reset/confirmationCode', body: { token, ...phone } });
    return isLeft(reply) ? reply : sendCodeOutcomeOf(reply.right);
  }

  async reset(token: string, phone: NewPhoneNumber, code: ConfirmationCode): Promise<Either<GatewayError, PhoneValidationOutcome>> {
    const reply = await this.http.answer({ method: 'POST', path: '/services/login-service/v1/phone-reset', body: { token, ...phone, code } });
    return isLeft(reply) ? reply : phoneValidationOutcomeOf(reply.right);
  }
}

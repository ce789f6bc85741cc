import { left, type Either } from 'fp-ts/Either';
import type { PasswordRecoveryError, PasswordResetGateway } from '../../domain/session';
import type { HttpClient, HttpReply } from '../shared/http-client';
import { passwordRecoveryReplyFrom } from './password-recovery-reply';

const read = (reply: Either<unknown, HttpReply>): Either<PasswordRecoveryError, void> =>
  reply._tag === 'Left' ? left({ code: 'UNAVAILABLE' }) : passwordRecoveryReplyFrom(reply.right);

/**
 * `POST /services/login-service/v1/password-reset-request` (a link by e-mail) and
 * `POST /services/login-service/v1/password-reset` (the new password, with the token of the link or of a 428).
 */
export class HttpPasswordResetGateway implements PasswordResetGateway {
  constructor(private readonly http: HttpClient) {}

  async requestLink(email: string): Promise<Either<PasswordRecoveryError, void>> {
    return read(await this.http.send({ method: 'POST', path: '/services/login-service/v1/password-reset-request', body: { email } }));
  }

  async reset(token: string, newPassword: string): Promise<Either<PasswordRecoveryError, void>> {
    return read(await this.http.send({ method: 'POST', path: '/services/login-service/v1/password-reset', body: { token, newPassword } }));
  }
}

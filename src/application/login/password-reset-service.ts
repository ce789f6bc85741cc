import type { Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { PasswordRecoveryError, PasswordResetGateway } from '../../domain/session';
import { LoginTokens } from './tokens';

/** Getting back in: a reset link asked for by e-mail, and a new password set with a link's (or a 428's) token. */
@injectable()
export class PasswordResetService {
  constructor(@inject(LoginTokens.PasswordResetGateway) private readonly gateway: PasswordResetGateway) {}

  requestLink(email: string): Promise<Either<PasswordRecoveryError, void>> {
    return this.gateway.requestLink(email.trim());
  }

  reset(token: string, newPassword: string): Promise<Either<PasswordRecoveryError, void>> {
    return this.gateway.reset(token, newPassword);
  }
}

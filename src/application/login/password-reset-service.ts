import type { Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { PasswordResetGateway } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { LoginTokens } from './tokens';

/** forcePasswordReset: the player chooses a new password with the token of the 428 answer. */
@injectable()
export class PasswordResetService {
  constructor(@inject(LoginTokens.PasswordResetGateway) private readonly gateway: PasswordResetGateway) {}

  reset(token: string, newPassword: string): Promise<Either<GatewayError, void>> {
    return this.gateway.reset(token, newPassword);
  }
}

import { left, right, type Either } from 'fp-ts/Either';
import type { PasswordRecoveryError, PasswordResetGateway } from '../../domain/session';
import type { InMemoryPlatform } from '../shared/in-memory-platform';
import { passwordRecoveryErrorOf } from './password-recovery-reply';

/** Records reset requests and uses the tokens a test issued; the platform's rules (limits, lifetimes) are the sandbox's. */
export class InMemoryPasswordResetGateway implements PasswordResetGateway {
  constructor(private readonly platform: InMemoryPlatform) {}

  async requestLink(email: string): Promise<Either<PasswordRecoveryError, void>> {
    const failure = this.platform.receive({ operation: 'passwordResetRequest', body: { email } });
    return failure === null ? right(undefined) : left(passwordRecoveryErrorOf(failure));
  }

  async reset(token: string, newPassword: string): Promise<Either<PasswordRecoveryError, void>> {
    const failure = this.platform.receive({ operation: 'passwordReset', body: { token } });
    if (failure !== null) return left(passwordRecoveryErrorOf(failure));
    const username = this.platform.actionTokens.get(token);
    if (username === undefined) return left({ code: 'LINK_UNUSABLE' });
    this.platform.player(username).password = newPassword;
    this.platform.actionTokens.delete(token);
    return right(undefined);
  }
}

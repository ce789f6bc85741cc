import { left, right, type Either } from 'fp-ts/Either';
import type { PasswordResetGateway } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { InMemoryPlatform } from '../shared/in-memory-platform';

export class InMemoryPasswordResetGateway implements PasswordResetGateway {
  constructor(private readonly platform: InMemoryPlatform) {}

  async reset(token: string, newPassword: string): Promise<Either<GatewayError, void>> {
    const failure = this.platform.receive({ operation: 'passwordReset', body: { token } });
    if (failure !== null) return left(failure);
    const username = this.platform.actionTokens.get(token);
    if (username === undefined) return left({ code: 'HTTP', status: 404 });
    this.platform.player(username).password = newPassword;
    this.platform.actionTokens.delete(token);
    return right(undefined);
  }
}

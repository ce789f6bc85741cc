import { left, right, type Either } from 'fp-ts/Either';
import type { LogoutGateway, SessionId } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { InMemoryPlatform } from '../shared/in-memory-platform';

export class InMemoryLogoutGateway implements LogoutGateway {
  constructor(private readonly platform: InMemoryPlatform) {}

  async logout(session: SessionId): Promise<Either<GatewayError, void>> {
    const failure = this.platform.receive({ operation: 'logout', session });
    if (failure !== null) return left(failure);
    return this.platform.sessions.delete(session) ? right(undefined) : left({ code: 'UNAUTHORIZED' });
  }
}

import { isLeft, left, right, type Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { LogoutGateway } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { NoticeService } from '../shared/notices';
import { SharedTokens } from '../shared/tokens';
import { SessionService } from './session-service';
import { SessionTokens } from './tokens';

/** AUTH-09: success makes the player a visitor with a message; failure shows why. */
@injectable()
export class LogoutService {
  constructor(
    @inject(SessionTokens.LogoutGateway) private readonly gateway: LogoutGateway,
    @inject(SessionTokens.SessionService) private readonly session: SessionService,
    @inject(SharedTokens.Notices) private readonly notices: NoticeService,
  ) {}

  async logout(): Promise<Either<GatewayError, void>> {
    const id = this.session.currentId();
    if (id === null) return right(undefined);
    const result = await this.gateway.logout(id);
    // A session the platform no longer knows is as good as logged out.
    if (isLeft(result) && result.left.code !== 'UNAUTHORIZED') {
      const message = result.left.code === 'HTTP' ? result.left.message : undefined;
      // The platform's own words when it gives some, else the spec's sentence.
      this.notices.show(message ? { kind: 'error', key: 'logout.failed', text: message } : { kind: 'error', key: 'logout.failed' });
      return left(result.left);
    }
    this.session.end();
    this.notices.show({ kind: 'success', key: 'logout.success' });
    return right(undefined);
  }
}

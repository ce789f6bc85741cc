import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { LogoutGateway } from '../../domain/session/ports';
import { NoticeService } from '../shared/notices';
import { SharedTokens } from '../shared/tokens';
import { SessionService } from './session-service';
import { SessionTokens } from './tokens';

export type LogoutResult = { readonly ok: true } | { readonly ok: false };

/** AUTH-09: success makes the player a visitor with a message; failure shows why. */
@injectable()
export class LogoutService {
  constructor(
    @inject(SessionTokens.LogoutGateway) private readonly gateway: LogoutGateway,
    @inject(SessionTokens.SessionService) private readonly session: SessionService,
    @inject(SharedTokens.Notices) private readonly notices: NoticeService,
  ) {}

  async logout(): Promise<LogoutResult> {
    const id = this.session.currentId();
    if (id === null) return { ok: true };
    const result = await this.gateway.logout(id);
    // A session the platform no longer knows is as good as logged out.
    if (isLeft(result) && result.left.code !== 'UNAUTHORIZED') {
      const message = result.left.code === 'HTTP' ? result.left.message : undefined;
      // The platform's own words when it gives some, else the spec's sentence.
      this.notices.show(message ? { kind: 'error', key: 'logout.failed', text: message } : { kind: 'error', key: 'logout.failed' });
      return { ok: false };
    }
    this.session.end();
    this.notices.show({ kind: 'success', key: 'logout.success' });
    return { ok: true };
  }
}

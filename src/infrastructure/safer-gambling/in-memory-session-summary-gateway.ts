import { left, right, type Either } from 'fp-ts/Either';
import { REALITY_CHECK_MINUTES, type RealityCheckFailure, type RealityCheckSetting, type SessionSummary, type SessionSummaryGateway } from '../../domain/safer-gambling';
import type { SessionId, SessionRejectionReporter } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { InMemoryPlatform } from '../shared/in-memory-platform';

export class InMemorySessionSummaryGateway implements SessionSummaryGateway {
  constructor(
    private readonly platform: InMemoryPlatform,
    private readonly rejections: SessionRejectionReporter,
  ) {}

  async summary(session: SessionId, options: { readonly background?: boolean } = {}): Promise<Either<GatewayError, SessionSummary>> {
    return this.platform.authorised({ operation: 'sessionSummary', session, body: { background: options.background === true } }, this.rejections, (player) =>
      this.platform.sessionSummaries.summaryOf(session, player.username.toLowerCase(), player.user.currency),
    );
  }

  async setRealityCheck(session: SessionId, minutes: number | null): Promise<Either<RealityCheckFailure, RealityCheckSetting>> {
    const answer = this.platform.authorised({ operation: 'realityCheck', session, body: { minutes } }, this.rejections, (player) => {
      // The platform's own check of the interval, as the sandbox answers it (422 INVALID_FORMAT).
      if (minutes !== null && (!Number.isInteger(minutes) || minutes < REALITY_CHECK_MINUTES.min || minutes > REALITY_CHECK_MINUTES.max)) return null;
      return this.platform.sessionSummaries.choose(player.username.toLowerCase(), minutes);
    });
    if (answer._tag === 'Left') return left({ code: 'UNAVAILABLE', cause: answer.left });
    return answer.right === null ? left({ code: 'INVALID', cause: 'INVALID_FORMAT' }) : right(answer.right);
  }
}

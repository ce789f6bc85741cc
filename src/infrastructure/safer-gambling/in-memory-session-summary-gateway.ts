import { left, right, type Either } from 'fp-ts/Either';
import type { RealityCheckFailure, RealityCheckSetting, SessionSummary, SessionSummaryGateway } from '../../domain/safer-gambling';
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
    // The platform's own check of the interval (422 INVALID_FORMAT) is the sandbox's; a test scripts a refusal.
    const answer = this.platform.authorised({ operation: 'realityCheck', session, body: { minutes } }, this.rejections, (player) =>
      this.platform.sessionSummaries.takeRefusal() ? null : this.platform.sessionSummaries.choose(player.username.toLowerCase(), minutes),
    );
    if (answer._tag === 'Left') return left({ code: 'UNAVAILABLE', cause: answer.left });
    return answer.right === null ? left({ code: 'INVALID', cause: 'INVALID_FORMAT' }) : right(answer.right);
  }
}

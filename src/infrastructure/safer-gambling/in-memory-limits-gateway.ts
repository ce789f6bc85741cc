import { left, right, type Either } from 'fp-ts/Either';
import type { LimitFailure, LimitPeriod, LimitsGateway, LimitType, LimitValue, PlayerLimit, PlayerLimits } from '../../domain/safer-gambling';
import type { SessionId, SessionRejectionReporter } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { InMemoryPlatform } from '../shared/in-memory-platform';
import type { LimitAnswer } from './in-memory-safer-gambling';

export class InMemoryLimitsGateway implements LimitsGateway {
  constructor(
    private readonly platform: InMemoryPlatform,
    private readonly rejections: SessionRejectionReporter,
  ) {}

  async load(session: SessionId): Promise<Either<GatewayError, PlayerLimits>> {
    return this.platform.authorised({ operation: 'limits', session }, this.rejections, (player) =>
      this.platform.saferGambling.limitsOf(player.username.toLowerCase(), player.user.currency),
    );
  }

  async set(session: SessionId, type: LimitType, period: LimitPeriod, value: LimitValue): Promise<Either<LimitFailure, PlayerLimit>> {
    const answer = this.platform.authorised({ operation: 'setLimit', session, body: { type, period, ...value } }, this.rejections, (player) =>
      this.platform.saferGambling.set(player.username.toLowerCase(), player.user.currency, type, period, value),
    );
    return answerOf(answer);
  }

  async remove(session: SessionId, type: LimitType, period: LimitPeriod): Promise<Either<LimitFailure, PlayerLimit>> {
    const answer = this.platform.authorised({ operation: 'removeLimit', session, body: { type, period } }, this.rejections, (player) =>
      this.platform.saferGambling.remove(player.username.toLowerCase(), type, period),
    );
    return answerOf(answer);
  }
}

const answerOf = (answer: Either<GatewayError, LimitAnswer>): Either<LimitFailure, PlayerLimit> => {
  if (answer._tag === 'Left') return left({ code: 'UNAVAILABLE', cause: answer.left });
  if ('limit' in answer.right) return right(answer.right.limit);
  if ('notFound' in answer.right) return left({ code: 'NOT_FOUND' });
  return left({ code: 'INVALID', problems: answer.right.problems });
};

import { left, right, type Either } from 'fp-ts/Either';
import type { BreakChoice, Exclusion, ExclusionFailure, ExclusionGateway } from '../../domain/safer-gambling';
import type { SessionId, SessionRejectionReporter } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { InMemoryPlatform } from '../shared/in-memory-platform';

export class InMemoryExclusionGateway implements ExclusionGateway {
  constructor(
    private readonly platform: InMemoryPlatform,
    private readonly rejections: SessionRejectionReporter,
  ) {}

  async load(session: SessionId): Promise<Either<GatewayError, Exclusion | null>> {
    return this.platform.authorised({ operation: 'exclusion', session }, this.rejections, (player) => this.platform.exclusions.inForce(player.username));
  }

  async start(session: SessionId, choice: BreakChoice, _password: string): Promise<Either<ExclusionFailure, Exclusion>> {
    // The recorded body leaves the password out: what a test reads of the wire never holds it. Whether
    // it is the player's is the platform's to check; a test scripts the answer (refuseNextWith).
    const answer = this.platform.authorised({ operation: 'startExclusion', session, body: choice }, this.rejections, (player) =>
      this.platform.exclusions.start(player.username, choice),
    );
    return outcomeOf(answer);
  }

  async requestEnd(session: SessionId): Promise<Either<ExclusionFailure, Exclusion>> {
    return outcomeOf(this.platform.authorised({ operation: 'exclusionEndRequest', session }, this.rejections, (player) => this.platform.exclusions.requestEnd(player.username)));
  }
}

const outcomeOf = (answer: Either<GatewayError, { exclusion: Exclusion } | { failure: ExclusionFailure }>): Either<ExclusionFailure, Exclusion> => {
  if (answer._tag === 'Left') return left({ code: 'UNAVAILABLE', cause: answer.left });
  return 'exclusion' in answer.right ? right(answer.right.exclusion) : left(answer.right.failure);
};

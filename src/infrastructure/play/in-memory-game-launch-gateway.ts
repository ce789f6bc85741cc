import { left, right, type Either } from 'fp-ts/Either';
import type { GameLaunchGateway, LaunchExcluded, LaunchRequest } from '../../domain/play';
import type { SessionRejectionReporter } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { InMemoryPlatform } from '../shared/in-memory-platform';

export class InMemoryGameLaunchGateway implements GameLaunchGateway {
  constructor(
    private readonly platform: InMemoryPlatform,
    private readonly rejections: SessionRejectionReporter,
  ) {}

  async launchUrl(request: LaunchRequest): Promise<Either<GatewayError | LaunchExcluded, string>> {
    const state = this.platform.play;
    state.launches.push(request);
    // SG-09: the platform refuses a player on a break any game, real or practice, when a test says so.
    const player = request.session === null ? null : this.platform.playerOf(request.session);
    const until = player === null ? undefined : state.onBreakUntil.get(player.username.toLowerCase());
    if (until !== undefined) return left({ code: 'EXCLUDED', until });
    const answer = (): Either<GatewayError, string> => {
      if (state.unknownGames.has(request.gameId)) return left({ code: 'HTTP', status: 404 });
      if (request.mode === 'practice' && state.withoutPracticePlay.has(request.gameId)) return left({ code: 'HTTP', status: 403, message: 'PRACTICE_NOT_AVAILABLE' });
      if (request.mode === 'practice' && state.refusePracticeForAge) return left({ code: 'HTTP', status: 403, errorCode: 'AGE_VERIFICATION_REQUIRED' });
      return right(state.nextUrl(request));
    };
    if (request.mode === 'real' && request.session !== null) {
      const authorised = this.platform.authorised({ operation: 'launch', session: request.session, body: request }, this.rejections, () => null);
      return authorised._tag === 'Left' ? authorised : answer();
    }
    if (request.mode === 'real') return left({ code: 'UNAUTHORIZED' });
    const failure = this.platform.receive({ operation: 'launch', body: request });
    return failure === null ? answer() : left(failure);
  }
}

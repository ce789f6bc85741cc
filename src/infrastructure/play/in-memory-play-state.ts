import type { GameId } from '../../domain/games';
import type { LaunchRequest } from '../../domain/play';

/**
 * Tests only: the launch side of the in-memory platform. It keeps what a test tells it (games with
 * no practice play, unknown games, the URL the next launch answers) and every launch it received.
 */
export class InMemoryPlayState {
  /** The game provider's origin; the site configuration of the tests allows it. */
  providerOrigin = 'https://games.test';
  readonly launches: LaunchRequest[] = [];
  readonly withoutPracticePlay = new Set<GameId>();
  readonly unknownGames = new Set<GameId>();
  /** SG-15: practice launches are refused as the platform does where practice needs a verified age the player has not shown. */
  refusePracticeForAge = false;
  /** SG-09: players whose launches, real or practice, the platform refuses because they are on a break, and until when it says. */
  readonly onBreakUntil = new Map<string, Date>();
  private readonly scriptedUrls: string[] = [];
  private issued = 0;

  /** The next launch answers this URL instead of one on the provider's origin. */
  answerNextLaunchWith(url: string): void {
    this.scriptedUrls.push(url);
  }

  nextUrl(request: LaunchRequest): string {
    this.issued += 1;
    return this.scriptedUrls.shift() ?? `${this.providerOrigin}/play/launch-${request.gameId}-${request.mode}-${this.issued}`;
  }
}

import { right, type Either } from 'fp-ts/Either';
import type { GameId, Jackpot, JackpotGateway, JackpotQuery } from '../../domain/games';
import type { SessionRejectionReporter } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { InMemoryPlatform } from '../shared/in-memory-platform';
import { publicGamesCall } from './in-memory-games-calls';

export class InMemoryJackpotGateway implements JackpotGateway {
  constructor(
    private readonly platform: InMemoryPlatform,
    _rejections: SessionRejectionReporter,
  ) {}

  async jackpots(query: JackpotQuery): Promise<Either<GatewayError, readonly Jackpot[]>> {
    return publicGamesCall(this.platform, { operation: 'jackpots', query: { ...query } }, () =>
      right([...this.platform.games.jackpots.entries()].map(([gameId, amount]) => ({ gameId, amount }))),
    );
  }

  async jackpotOf(gameId: GameId, query: Omit<JackpotQuery, 'channelType'>): Promise<Either<GatewayError, Jackpot | null>> {
    return publicGamesCall(this.platform, { operation: 'jackpotOf', query: { ...query, gameId } }, () => {
      const amount = this.platform.games.jackpots.get(gameId);
      return right(amount === undefined ? null : { gameId, amount });
    });
  }
}

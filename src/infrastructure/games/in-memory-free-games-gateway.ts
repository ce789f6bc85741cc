import { right, type Either } from 'fp-ts/Either';
import type { FreeGamesGateway, GameId } from '../../domain/games';
import type { SessionId, SessionRejectionReporter } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { InMemoryPlatform } from '../shared/in-memory-platform';
import { playerGamesCall, publicGamesCall } from './in-memory-games-calls';

export class InMemoryFreeGamesGateway implements FreeGamesGateway {
  constructor(
    private readonly platform: InMemoryPlatform,
    private readonly rejections: SessionRejectionReporter,
  ) {}

  async offers(): Promise<Either<GatewayError, readonly GameId[]>> {
    return publicGamesCall(this.platform, { operation: 'offers' }, () => right([...this.platform.games.offers]));
  }

  async promotionalSpins(session: SessionId): Promise<Either<GatewayError, readonly GameId[]>> {
    return playerGamesCall(this.platform, this.rejections, session, { operation: 'promotionalSpins' }, (username) => [
      ...(this.platform.games.promotionalSpins.get(username) ?? []),
    ]);
  }
}

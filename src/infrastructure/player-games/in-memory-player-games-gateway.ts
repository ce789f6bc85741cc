import type { Either } from 'fp-ts/Either';
import type { GameId, MostPlayedGame, PlayerGamesGateway, RecentGame } from '../../domain/games';
import type { SessionId, SessionRejectionReporter } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { InMemoryPlatform } from '../shared/in-memory-platform';
import { playerGamesCall } from '../games/in-memory-games-calls';

export class InMemoryPlayerGamesGateway implements PlayerGamesGateway {
  constructor(
    private readonly platform: InMemoryPlatform,
    private readonly rejections: SessionRejectionReporter,
  ) {}

  private get games() {
    return this.platform.games;
  }

  async recordRecent(session: SessionId, gameId: GameId): Promise<Either<GatewayError, void>> {
    return playerGamesCall(this.platform, this.rejections, session, { operation: 'recordRecent', body: { gameId } }, (username) => this.games.played(username, gameId));
  }

  async recent(session: SessionId): Promise<Either<GatewayError, readonly RecentGame[]>> {
    return playerGamesCall(this.platform, this.rejections, session, { operation: 'recent' }, (username) => [...(this.games.recent.get(username) ?? [])]);
  }

  async countPlay(session: SessionId, gameId: GameId): Promise<Either<GatewayError, MostPlayedGame>> {
    return playerGamesCall(this.platform, this.rejections, session, { operation: 'countPlay', body: { id: gameId } }, (username) => this.games.counted(username, gameId));
  }

  async mostPlayed(session: SessionId): Promise<Either<GatewayError, readonly MostPlayedGame[]>> {
    return playerGamesCall(this.platform, this.rejections, session, { operation: 'mostPlayed' }, (username) => this.games.mostPlayedBy(username));
  }

  async favourites(session: SessionId): Promise<Either<GatewayError, readonly GameId[]>> {
    return playerGamesCall(this.platform, this.rejections, session, { operation: 'favourites' }, (username) => [...(this.games.favourites.get(username) ?? [])]);
  }

  async star(session: SessionId, gameId: GameId): Promise<Either<GatewayError, void>> {
    return playerGamesCall(this.platform, this.rejections, session, { operation: 'star', body: { gameId } }, (username) => {
      const starred = this.games.favourites.get(username) ?? [];
      if (!starred.includes(gameId)) this.games.favourites.set(username, [...starred, gameId]);
    });
  }

  async unstar(session: SessionId, gameId: GameId): Promise<Either<GatewayError, void>> {
    return playerGamesCall(this.platform, this.rejections, session, { operation: 'unstar', body: { gameId } }, (username) => {
      this.games.favourites.set(username, (this.games.favourites.get(username) ?? []).filter((id) => id !== gameId));
    });
  }
}

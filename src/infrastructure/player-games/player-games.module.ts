import { ContainerModule } from 'inversify';
import { FavouritesService } from '../../application/player-games/favourites-service';
import { PlayerGamesService } from '../../application/player-games/player-games-service';
import { PlayerGamesTokens } from '../../application/player-games/tokens';
import type { PlayerGamesGateway } from '../../domain/games';
import type { AdapterFactory } from '../shared/adapter-factory';

/** The platform's side: the player's games (favourites, recent, most played). */
export interface PlayerGamesGateways {
  readonly playerGames: AdapterFactory<PlayerGamesGateway>;
}

/**
 * A deferred context (player-games.context.ts): bound with the first list of cards a player sees
 * (their stars), `/my-games`, or a game's play (a launch counts as a recent game), never for a
 * visitor's first page.
 */
export const playerGamesModule = (gateways: PlayerGamesGateways) =>
  new ContainerModule(({ bind }) => {
    bind<PlayerGamesGateway>(PlayerGamesTokens.PlayerGamesGateway).toDynamicValue(gateways.playerGames).inSingletonScope();
    bind(PlayerGamesTokens.PlayerGamesService).to(PlayerGamesService).inSingletonScope();
    bind(PlayerGamesTokens.FavouritesService).to(FavouritesService).inSingletonScope();
  });

import { standalone } from '../shared/adapter-factory';
import type { HttpClient } from '../shared/http-client';
import { overHttp } from '../shared/over-http';
import { InfrastructureTokens } from '../shared/tokens';
import { TitleGameSearchIndexer } from './title-game-search-indexer';
import type { GamesGateways } from './games.module';
import { HttpCatalogueGateway, type CatalogueOptions } from './http-catalogue-gateway';
import { HttpFreeGamesGateway } from './http-free-games-gateway';
import { HttpJackpotGateway } from './http-jackpot-gateway';
import { HttpPlayerGamesGateway } from './http-player-games-gateway';
import { GamesAdapterTokens } from './tokens';

export const gamesOverHttp: GamesGateways = {
  catalogue: (context) =>
    new HttpCatalogueGateway(context.get<HttpClient>(InfrastructureTokens.HttpClient), context.get<CatalogueOptions>(GamesAdapterTokens.CatalogueOptions)),
  jackpots: overHttp(HttpJackpotGateway),
  freeGames: overHttp(HttpFreeGamesGateway),
  playerGames: overHttp(HttpPlayerGamesGateway),
  searchIndexer: standalone(TitleGameSearchIndexer),
};

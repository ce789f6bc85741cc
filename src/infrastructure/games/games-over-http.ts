import type { HttpClient } from '../shared/http-client';
import { overHttp } from '../shared/over-http';
import { InfrastructureTokens } from '../shared/tokens';
import type { GamesGateways } from './games.module';
import { HttpCatalogueGateway, type CatalogueOptions } from './http-catalogue-gateway';
import { HttpFreeGamesGateway } from './http-free-games-gateway';
import { HttpJackpotGateway } from './http-jackpot-gateway';
import { GamesAdapterTokens } from './tokens';

export const gamesOverHttp: GamesGateways = {
  catalogue: (context) =>
    new HttpCatalogueGateway(context.get<HttpClient>(InfrastructureTokens.HttpClient), context.get<CatalogueOptions>(GamesAdapterTokens.CatalogueOptions)),
  jackpots: overHttp(HttpJackpotGateway),
  freeGames: overHttp(HttpFreeGamesGateway),
};

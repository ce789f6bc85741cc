import { ContainerModule } from 'inversify';
import { ConfigTokens } from '../../application/config/tokens';
import { CatalogueService } from '../../application/games/catalogue-service';
import { FreeGamesService } from '../../application/games/free-games-service';
import { GameBadgesService } from '../../application/games/game-badges-service';
import { JackpotService } from '../../application/games/jackpot-service';
import { GamesTokens } from '../../application/games/tokens';
import { SharedTokens } from '../../application/shared/tokens';
import type { SiteConfig } from '../../domain/config';
import type { CatalogueGateway, FreeGamesGateway, JackpotGateway, PreloadedCategories, RecentSearchesStore } from '../../domain/games';
import type { Logger } from '../../domain/shared/ports';
import type { AdapterFactory } from '../shared/adapter-factory';
import type { InlinedData } from '../shared/document-inlined-data';
import type { CatalogueOptions } from './http-catalogue-gateway';
import { InlinedCategoryFirstScreen } from './inlined-category-first-screen';
import { GamesAdapterTokens } from './tokens';

/** The platform's side of the games context: one adapter per port. */
export interface GamesGateways {
  readonly catalogue: AdapterFactory<CatalogueGateway>;
  readonly jackpots: AdapterFactory<JackpotGateway>;
  readonly freeGames: AdapterFactory<FreeGamesGateway>;
}

/** The browser's side of the games context; the page the site was served in may hold a category's first screen. */
export interface GamesStores {
  readonly recentSearchesStore: AdapterFactory<RecentSearchesStore>;
  readonly inlinedData: AdapterFactory<InlinedData>;
}

export const gamesModule = (gateways: GamesGateways, stores: GamesStores) =>
  new ContainerModule(({ bind }) => {
    bind<CatalogueOptions>(GamesAdapterTokens.CatalogueOptions)
      .toResolvedValue((config: SiteConfig, logger: Logger) => ({ allowedOrigins: config.contentOrigins, logger }), [ConfigTokens.SiteConfig, SharedTokens.Logger])
      .inSingletonScope();
    bind<CatalogueGateway>(GamesTokens.CatalogueGateway).toDynamicValue(gateways.catalogue).inSingletonScope();
    bind<JackpotGateway>(GamesTokens.JackpotGateway).toDynamicValue(gateways.jackpots).inSingletonScope();
    bind<FreeGamesGateway>(GamesTokens.FreeGamesGateway).toDynamicValue(gateways.freeGames).inSingletonScope();
    bind<PreloadedCategories>(GamesTokens.PreloadedCategories)
      .toDynamicValue((context) => {
        const config = context.get<SiteConfig>(ConfigTokens.SiteConfig);
        return new InlinedCategoryFirstScreen(stores.inlinedData(context), config.contentOrigins, context.get<Logger>(SharedTokens.Logger));
      })
      .inSingletonScope();
    bind(GamesTokens.CatalogueService).to(CatalogueService).inSingletonScope();
    bind(GamesTokens.JackpotService).to(JackpotService).inSingletonScope();
    bind(GamesTokens.FreeGamesService).to(FreeGamesService).inSingletonScope();
    bind(GamesTokens.GameBadgesService).to(GameBadgesService).inSingletonScope();
  });

import { ContainerModule } from 'inversify';
import { GameSearchService } from '../../application/search/game-search-service';
import { SearchTokens } from '../../application/search/tokens';
import type { GameSearchIndexer, RecentSearchesStore } from '../../domain/games';
import type { GamesStores } from '../games/games.module';
import { TitleGameSearchIndexer } from './title-game-search-indexer';

/**
 * A deferred context (search.context.ts), loaded with the header's search box, not in the home page's
 * first script. The index is the site's own (ranking is its logic, not the platform's), the same in
 * the site and in tests; the searches come from the games context's catalogue.
 */
export const searchModule = (_adapters: undefined, browser: Pick<GamesStores, 'recentSearchesStore'>) =>
  new ContainerModule(({ bind }) => {
    bind<GameSearchIndexer>(SearchTokens.GameSearchIndexer).toConstantValue(new TitleGameSearchIndexer());
    bind<RecentSearchesStore>(SearchTokens.RecentSearchesStore).toDynamicValue(browser.recentSearchesStore).inSingletonScope();
    bind(SearchTokens.GameSearchService).to(GameSearchService).inSingletonScope();
  });

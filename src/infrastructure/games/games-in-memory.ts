import { standalone } from '../shared/adapter-factory';
import { inMemory } from '../shared/in-memory';
import { TitleGameSearchIndexer } from './title-game-search-indexer';
import type { GamesGateways } from './games.module';
import { InMemoryCatalogueGateway } from './in-memory-catalogue-gateway';
import { InMemoryFreeGamesGateway } from './in-memory-free-games-gateway';
import { InMemoryJackpotGateway } from './in-memory-jackpot-gateway';
import { InMemoryPlayerGamesGateway } from './in-memory-player-games-gateway';

export const gamesInMemory: GamesGateways = {
  catalogue: inMemory(InMemoryCatalogueGateway),
  jackpots: inMemory(InMemoryJackpotGateway),
  freeGames: inMemory(InMemoryFreeGamesGateway),
  playerGames: inMemory(InMemoryPlayerGamesGateway),
  // The real index: search ranking is the site's own logic, not the platform's.
  searchIndexer: standalone(TitleGameSearchIndexer),
};

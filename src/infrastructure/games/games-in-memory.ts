import { inMemory } from '../shared/in-memory';
import type { GamesGateways } from './games.module';
import { InMemoryCatalogueGateway } from './in-memory-catalogue-gateway';
import { InMemoryFreeGamesGateway } from './in-memory-free-games-gateway';
import { InMemoryJackpotGateway } from './in-memory-jackpot-gateway';

export const gamesInMemory: GamesGateways = {
  catalogue: inMemory(InMemoryCatalogueGateway),
  jackpots: inMemory(InMemoryJackpotGateway),
  freeGames: inMemory(InMemoryFreeGamesGateway),
};

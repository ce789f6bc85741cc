import { inMemory } from '../shared/in-memory';
import { InMemoryPlayerGamesGateway } from './in-memory-player-games-gateway';
import type { PlayerGamesGateways } from './player-games.module';

export const playerGamesInMemory: PlayerGamesGateways = { playerGames: inMemory(InMemoryPlayerGamesGateway) };

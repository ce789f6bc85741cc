import { inMemory } from '../shared/in-memory';
import { InMemoryGameLaunchGateway } from './in-memory-game-launch-gateway';
import type { PlayGateways } from './play.module';

export const playInMemory: PlayGateways = { launch: inMemory(InMemoryGameLaunchGateway) };

import { inMemory } from '../shared/in-memory';
import { InMemoryGameLaunchGateway } from './in-memory-game-launch-gateway';
import { MemoryGameFrameChannels } from './memory-game-frame-channels';
import type { PlayGateways } from './play.module';

export const playInMemory: PlayGateways = { launch: inMemory(InMemoryGameLaunchGateway), frames: () => new MemoryGameFrameChannels() };

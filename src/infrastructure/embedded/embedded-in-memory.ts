import type { EmbeddedAdapters } from './embedded.module';
import { MemoryLegacyFrameChannels } from './memory-legacy-frame-channels';

export const embeddedInMemory: EmbeddedAdapters = { frames: () => new MemoryLegacyFrameChannels() };

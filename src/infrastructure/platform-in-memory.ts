import type { PlatformAdapters } from './adapters';
import { CONTEXTS_IN_MEMORY } from './contexts-in-memory.generated';
import { memoryTransport } from './shared/in-memory';
import type { InMemoryPlatform } from './shared/in-memory-platform';

/** Tests only: the platform's state in memory, answering what the test tells it; every declared context's in-memory adapters. */
export const platformInMemory = (platform: InMemoryPlatform): PlatformAdapters => ({
  transport: memoryTransport(platform),
  contexts: CONTEXTS_IN_MEMORY,
});

import { inMemory } from '../shared/in-memory';
import type { DocumentsAdapters } from './documents.module';
import { InMemoryDocumentsGateway } from './in-memory-documents-gateway';
import { MemoryIdentityFrameChannels } from './memory-identity-frame-channels';

export const documentsInMemory: DocumentsAdapters = {
  gateway: inMemory(InMemoryDocumentsGateway),
  // One opener per container, so a test reads the frames its page opened.
  identityFrames: () => new MemoryIdentityFrameChannels(),
};

import type { IdentityFinished } from '../../domain/documents';
import { MemoryFrameChannels } from '../shared/memory-frame-channel';

/** Tests only: identity frames whose messages the test delivers. */
export class MemoryIdentityFrameChannels extends MemoryFrameChannels<IdentityFinished, never> {}

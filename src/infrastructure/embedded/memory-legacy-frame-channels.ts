import type { LegacyHostMessage, LegacyMessage } from '../../domain/embedded';
import { MemoryFrameChannels } from '../shared/memory-frame-channel';

/** Tests only: legacy application frames whose messages the test delivers. */
export class MemoryLegacyFrameChannels extends MemoryFrameChannels<LegacyMessage, LegacyHostMessage> {}

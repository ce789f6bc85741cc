import type { GameMessage, HostMessage } from '../../domain/play';
import { MemoryFrameChannels } from '../shared/memory-frame-channel';

/** Tests only: game frames whose messages the test delivers. */
export class MemoryGameFrameChannels extends MemoryFrameChannels<GameMessage, HostMessage> {}

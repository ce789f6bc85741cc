import type { SchedulerLike } from 'rxjs';
import type { GameFrameChannels, GameMessage, HostMessage } from '../../domain/play';
import type { EmbeddedFrame, FrameChannel } from '../../domain/shared/frame-messages';
import type { Logger } from '../../domain/shared/ports';
import { WindowFrameChannel, type MessageSource } from '../shared/window-frame-channel';
import { GAME_FRAME_PROTOCOL } from './game-frame-protocol';

/** Game frames over the browser's `postMessage`, speaking the game protocol. */
export class WindowGameFrameChannels implements GameFrameChannels {
  constructor(
    private readonly source: MessageSource,
    private readonly logger: Logger,
    private readonly scheduler?: SchedulerLike,
  ) {}

  open(frame: EmbeddedFrame): FrameChannel<GameMessage, HostMessage> {
    return new WindowFrameChannel<GameMessage, HostMessage>(this.source, frame, GAME_FRAME_PROTOCOL, this.logger, this.scheduler);
  }
}

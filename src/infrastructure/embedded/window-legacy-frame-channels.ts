import type { SchedulerLike } from 'rxjs';
import type { LegacyFrameChannels, LegacyHostMessage, LegacyMessage } from '../../domain/embedded';
import type { EmbeddedFrame, FrameChannel } from '../../domain/shared/frame-messages';
import type { Logger } from '../../domain/shared/ports';
import { WindowFrameChannel, type MessageSource } from '../shared/window-frame-channel';
import { LEGACY_FRAME_PROTOCOL } from './legacy-frame-protocol';

/** The legacy application's frames over the browser's `postMessage`, through the one frame layer. */
export class WindowLegacyFrameChannels implements LegacyFrameChannels {
  constructor(
    private readonly source: MessageSource,
    private readonly logger: Logger,
    private readonly scheduler?: SchedulerLike,
  ) {}

  open(frame: EmbeddedFrame): FrameChannel<LegacyMessage, LegacyHostMessage> {
    return new WindowFrameChannel<LegacyMessage, LegacyHostMessage>(this.source, frame, LEGACY_FRAME_PROTOCOL, this.logger, this.scheduler);
  }
}

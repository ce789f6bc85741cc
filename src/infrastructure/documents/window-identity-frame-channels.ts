import type { SchedulerLike } from 'rxjs';
import type { IdentityFinished, IdentityFrameChannels } from '../../domain/documents';
import type { EmbeddedFrame, FrameChannel } from '../../domain/shared/frame-messages';
import type { Logger } from '../../domain/shared/ports';
import { WindowFrameChannel, type MessageSource } from '../shared/window-frame-channel';
import { IDENTITY_FRAME_PROTOCOL } from './identity-frame-protocol';

/** The identity provider's frame over the browser's `postMessage`, through the one frame layer. */
export class WindowIdentityFrameChannels implements IdentityFrameChannels {
  constructor(
    private readonly source: MessageSource,
    private readonly logger: Logger,
    private readonly scheduler?: SchedulerLike,
  ) {}

  open(frame: EmbeddedFrame): FrameChannel<IdentityFinished, never> {
    return new WindowFrameChannel<IdentityFinished, never>(this.source, frame, IDENTITY_FRAME_PROTOCOL, this.logger, this.scheduler);
  }
}

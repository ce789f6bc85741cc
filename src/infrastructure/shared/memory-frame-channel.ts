import { Subject } from 'rxjs';
import type { EmbeddedFrame, FrameChannel, FrameChannelOpener } from '../../domain/shared/frame-messages';

/** Tests only: a channel whose incoming messages the test delivers (already decoded) and whose sent messages it reads. */
export class MemoryFrameChannel<Incoming, Outgoing> implements FrameChannel<Incoming, Outgoing> {
  readonly sent: Outgoing[] = [];
  private readonly incoming = new Subject<Incoming>();
  readonly messages$ = this.incoming.asObservable();
  closed = false;

  constructor(readonly frame: EmbeddedFrame) {}

  deliver(message: Incoming): void {
    if (!this.closed) this.incoming.next(message);
  }

  send(message: Outgoing): void {
    if (!this.closed) this.sent.push(message);
  }

  close(): void {
    this.closed = true;
    this.incoming.complete();
  }
}

/** Tests only: opens memory channels and keeps them, newest last. */
export class MemoryFrameChannels<Incoming, Outgoing> implements FrameChannelOpener<Incoming, Outgoing> {
  readonly opened: MemoryFrameChannel<Incoming, Outgoing>[] = [];

  open(frame: EmbeddedFrame): MemoryFrameChannel<Incoming, Outgoing> {
    const channel = new MemoryFrameChannel<Incoming, Outgoing>(frame);
    this.opened.push(channel);
    return channel;
  }

  /** The channel of the frame shown now. */
  latest(): MemoryFrameChannel<Incoming, Outgoing> | undefined {
    return this.opened.filter((channel) => !channel.closed).at(-1);
  }
}

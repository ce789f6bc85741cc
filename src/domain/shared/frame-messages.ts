/**
 * The typed messaging layer between the site and a frame it embeds (the game provider now; the
 * cashier and identity frames later). The domain names the shape only; the browser's
 * `postMessage` and the decoding of what arrives live in the infrastructure.
 */

/** A stream in the shape RxJS observables have, so the domain needs no stream library. */
export interface Subscribable<T> {
  subscribe(observer: { next: (value: T) => void }): { unsubscribe(): void };
}

/** What a message can be sent to: a frame's `contentWindow`. */
export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/**
 * A frame the site embeds: its own window (messages from any other window are dropped) and the one
 * origin it was loaded from (messages from any other origin are dropped; messages to it are sent
 * with exactly this target origin, never `*`).
 */
export interface EmbeddedFrame {
  readonly window: MessageTarget;
  readonly origin: string;
}

/** A conversation with one embedded frame: typed messages in, typed messages out. */
export interface FrameChannel<Incoming, Outgoing> {
  /** Messages from the frame that passed every check, floods coalesced; bad ones are dropped and logged. */
  readonly messages$: Subscribable<Incoming>;
  send(message: Outgoing): void;
  /** Stops listening; later messages are ignored. */
  close(): void;
}

/** Opens a channel to a frame, for one protocol (the game's, the cashier's, …). */
export interface FrameChannelOpener<Incoming, Outgoing> {
  open(frame: EmbeddedFrame): FrameChannel<Incoming, Outgoing>;
}

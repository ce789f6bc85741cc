import { isRight } from 'fp-ts/Either';
import { animationFrameScheduler, defer, EMPTY, filter, fromEvent, map, Observable, share, Subject, takeUntil, type SchedulerLike, type Subscription } from 'rxjs';
import type { EmbeddedFrame, FrameChannel } from '../../domain/shared/frame-messages';
import type { Logger } from '../../domain/shared/ports';
import type { FrameProtocol } from './frame-protocol';

/** The page's window as the channel uses it: where messages arrive. */
export interface MessageSource {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

type DropReason = 'origin' | 'source' | 'shape' | 'decode' | 'overflow';

const MAX_TYPE_LENGTH = 64;
/** Distinct messages held for one frame; a flood of distinct ones beyond this is dropped. */
const MAX_PENDING = 32;

/**
 * Delivers the latest message of each key once per scheduler tick (an animation frame in the
 * browser): ten thousand `balance-changed` in one frame become one.
 */
const coalesce =
  <T>(keyOf: (value: T) => string, scheduler: SchedulerLike, overflow: () => void) =>
  (source: Observable<T>): Observable<T> =>
    new Observable<T>((subscriber) => {
      let pending = new Map<string, T>();
      let flush: Subscription | null = null;
      const subscription = source.subscribe({
        next: (value) => {
          const key = keyOf(value);
          if (!pending.has(key) && pending.size >= MAX_PENDING) {
            overflow();
            return;
          }
          pending.delete(key);
          pending.set(key, value);
          flush ??= scheduler.schedule(() => {
            const batch = pending;
            pending = new Map();
            flush = null;
            for (const message of batch.values()) subscriber.next(message);
          });
        },
        error: (error: unknown) => subscriber.error(error),
        complete: () => subscriber.complete(),
      });
      return () => {
        subscription.unsubscribe();
        flush?.unsubscribe();
      };
    });

/**
 * The browser's `postMessage` between the site and one embedded frame. A message is accepted only
 * when it comes from the frame's exact origin AND from the frame's own window (another frame or tab
 * on the same origin is not it), has the protocol's shape and passes its io-ts codec; anything else
 * is dropped and counted, never thrown. Drops are logged as one line per reason and tick, so a
 * hostile flood cannot flood the console either. Messages to the frame go to its exact origin.
 */
export class WindowFrameChannel<Incoming, Outgoing> implements FrameChannel<Incoming, Outgoing> {
  readonly messages$: Observable<Incoming>;
  private readonly closed = new Subject<void>();
  private readonly dropped = new Map<DropReason, number>();
  private dropReport: Subscription | null = null;
  private isClosed = false;

  constructor(
    source: MessageSource,
    private readonly frame: EmbeddedFrame,
    private readonly protocol: FrameProtocol<Incoming>,
    private readonly logger: Logger,
    private readonly scheduler: SchedulerLike = animationFrameScheduler,
  ) {
    // A channel closed before anyone listened never starts listening.
    this.messages$ = defer(() => (this.isClosed ? EMPTY : fromEvent<MessageEvent>(source, 'message'))).pipe(
      takeUntil(this.closed),
      map((event) => this.accept(event)),
      filter((message): message is Incoming => message !== null),
      coalesce(protocol.coalesceKey, scheduler, () => this.drop('overflow')),
      share(),
    );
  }

  send(message: Outgoing): void {
    if (this.isClosed) return;
    try {
      this.frame.window.postMessage(message, this.frame.origin);
    } catch {
      // A frame that navigated away or closed: nothing to tell it.
      this.logger.warn(`frame ${this.protocol.name}: could not post a message`);
    }
  }

  close(): void {
    if (this.isClosed) return;
    this.isClosed = true;
    this.closed.next();
    this.closed.complete();
    this.dropReport?.unsubscribe();
    this.reportDrops();
  }

  private accept(event: MessageEvent): Incoming | null {
    // Cheapest checks first: a flood from elsewhere costs two comparisons a message.
    if (event.origin !== this.frame.origin) return this.drop('origin');
    if (event.source !== (this.frame.window as unknown)) return this.drop('source');
    const data: unknown = event.data;
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return this.drop('shape');
    const type = (data as { type?: unknown }).type;
    if (typeof type !== 'string' || type.length > MAX_TYPE_LENGTH || !type.startsWith(this.protocol.typePrefix)) return this.drop('shape');
    const decoded = this.protocol.decoder.decode(data);
    return isRight(decoded) ? decoded.right : this.drop('decode');
  }

  private drop(reason: DropReason): null {
    this.dropped.set(reason, (this.dropped.get(reason) ?? 0) + 1);
    this.dropReport ??= this.scheduler.schedule(() => {
      this.dropReport = null;
      this.reportDrops();
    });
    return null;
  }

  private reportDrops(): void {
    for (const [reason, count] of this.dropped) {
      this.logger.warn(`frame ${this.protocol.name}: dropped ${count} message${count === 1 ? '' : 's'} (${reason})`);
    }
    this.dropped.clear();
  }
}

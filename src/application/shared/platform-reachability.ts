import { inject, injectable, optional } from 'inversify';
import {
  BehaviorSubject,
  combineLatest,
  distinctUntilChanged,
  expand,
  ignoreElements,
  map,
  merge,
  Observable,
  of,
  race,
  shareReplay,
  Subject,
  switchMap,
  take,
  tap,
  timer,
  type SchedulerLike,
} from 'rxjs';
import type { NetworkStatus, PlatformReachabilityReporter } from '../../domain/shared/ports';
import { retryDelayMs } from '../../domain/shared/retry-delay';
import { SharedTokens } from './tokens';

/** Where the site stands with the platform: answering, no network at all, or unreachable with the next try at `retryAt` (ms). */
export type Reachability = { readonly status: 'reachable' } | { readonly status: 'offline' } | { readonly status: 'unreachable'; readonly retryAt: number };

const REACHABLE: Reachability = { status: 'reachable' };
const OFFLINE: Reachability = { status: 'offline' };
const ALWAYS_ONLINE: NetworkStatus = { isOnline: () => true, onChange: () => () => undefined };

/**
 * The one place that knows whether the platform can be reached. The HTTP client reports every answer
 * and every failed connection; while calls fail, `retry$` asks the requests that matter (the
 * player's polls, a failed catalogue) again after an exponential, jittered back-off, at once when
 * the browser is back online or the player says "retry now", and once more when the platform answers.
 */
@injectable()
export class PlatformReachability implements PlatformReachabilityReporter {
  private readonly down = new BehaviorSubject(false);
  private readonly retryNowRequests = new Subject<void>();
  private readonly retries = new Subject<void>();
  readonly state$: Observable<Reachability>;
  /** Each value: ask again now. */
  readonly retry$: Observable<void>;

  constructor(
    @inject(SharedTokens.Scheduler) private readonly scheduler: SchedulerLike,
    @inject(SharedTokens.NetworkStatus) @optional() network: NetworkStatus | undefined,
    @inject(SharedTokens.Random) @optional() private readonly random: () => number = Math.random,
  ) {
    const status = network ?? ALWAYS_ONLINE;
    const online$ = new Observable<boolean>((subscriber) => {
      subscriber.next(status.isOnline());
      return status.onChange((online) => subscriber.next(online));
    }).pipe(distinctUntilChanged());
    let wasOnline = true;
    this.state$ = combineLatest([online$, this.down.pipe(distinctUntilChanged())]).pipe(
      switchMap(([online, down]) => {
        // Back online: whatever failed meanwhile asks again at once.
        if (online && !wasOnline) this.retries.next();
        wasOnline = online;
        return !online ? of(OFFLINE) : down ? this.retrying() : of(REACHABLE);
      }),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
    // Whoever asks again when told keeps the back-off running, watched or not.
    this.retry$ = merge(this.retries, this.state$.pipe(ignoreElements()));
  }

  answered(): void {
    if (!this.down.value) return;
    this.down.next(false);
    this.retries.next();
  }

  unreachable(): void {
    if (!this.down.value) this.down.next(true);
  }

  retryNow(): void {
    this.retryNowRequests.next();
  }

  /** Waits, asks again, waits longer…: one state per wait, saying when the next try is. */
  private retrying(): Observable<Reachability> {
    const step = (attempt: number) => {
      const delay = retryDelayMs(attempt, this.random());
      return { attempt, delay, retryAt: this.scheduler.now() + delay };
    };
    return of(step(0)).pipe(
      expand(({ attempt, delay }) =>
        race(timer(delay, this.scheduler), this.retryNowRequests).pipe(
          take(1),
          tap(() => this.retries.next()),
          map(() => step(attempt + 1)),
        ),
      ),
      map(({ retryAt }): Reachability => ({ status: 'unreachable', retryAt })),
    );
  }
}

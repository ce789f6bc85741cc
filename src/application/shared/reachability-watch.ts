import { combineLatest, distinctUntilChanged, expand, map, Observable, of, race, Subject, switchMap, take, tap, timer, type SchedulerLike } from 'rxjs';
import type { NetworkStatus } from '../../domain/shared/ports';
import { retryDelayMs } from '../../domain/shared/retry-delay';
import type { PlatformReachability } from './platform-reachability';

/** Where the site stands with the platform: answering, no network at all, or unreachable with the next try at `retryAt` (ms). */
export type Reachability = { readonly status: 'reachable' } | { readonly status: 'offline' } | { readonly status: 'unreachable'; readonly retryAt: number };

export const REACHABLE: Reachability = { status: 'reachable' };
const OFFLINE: Reachability = { status: 'offline' };

export interface ReachabilityWatch {
  readonly state$: Observable<Reachability>;
  /** The player's "retry now". */
  readonly retryNow: () => void;
}

/**
 * EDGE-04: while calls fail to reach the platform, tells `reachability.retries` to ask again after an
 * exponential, jittered back-off (2 s, 4 s… at most a minute), at once on "retry now" or when the
 * browser is back online; says meanwhile when the next try is. Runs while `state$` is watched.
 */
export const watchReachability = (reachability: PlatformReachability, network: NetworkStatus, scheduler: SchedulerLike, random: () => number = Math.random): ReachabilityWatch => {
  const retryNowRequests = new Subject<void>();
  const online$ = new Observable<boolean>((subscriber) => {
    subscriber.next(network.isOnline());
    return network.onChange((online) => subscriber.next(online));
  }).pipe(distinctUntilChanged());
  const step = (attempt: number) => {
    const delay = retryDelayMs(attempt, random());
    return { attempt, delay, retryAt: scheduler.now() + delay };
  };
  const retrying = (): Observable<Reachability> =>
    of(step(0)).pipe(
      expand(({ attempt, delay }) =>
        race(timer(delay, scheduler), retryNowRequests).pipe(
          take(1),
          tap(() => reachability.retries.next()),
          map(() => step(attempt + 1)),
        ),
      ),
      map(({ retryAt }): Reachability => ({ status: 'unreachable', retryAt })),
    );
  let wasOnline = true;
  const state$ = combineLatest([online$, reachability.down.pipe(distinctUntilChanged())]).pipe(
    switchMap(([online, down]) => {
      // Back online: whatever failed meanwhile asks again at once.
      if (online && !wasOnline) reachability.retries.next();
      wasOnline = online;
      return !online ? of(OFFLINE) : down ? retrying() : of(REACHABLE);
    }),
  );
  return { state$, retryNow: () => retryNowRequests.next() };
};

import { isLeft, left, type Either } from 'fp-ts/Either';
import {
  asyncScheduler,
  concatMap,
  defer,
  distinctUntilChanged,
  EMPTY,
  expand,
  Observable,
  scan,
  startWith,
  switchMap,
  tap,
  timer,
  type SchedulerLike,
} from 'rxjs';
import type { GatewayError } from '../../domain/shared/gateway-error';

/** What a polled value looks like on screen: the last good value stays, marked stale, while calls fail. */
export interface PollState<T> {
  readonly value: T | null;
  readonly status: 'loading' | 'fresh' | 'stale';
  readonly error: GatewayError | null;
}

export const LOADING: PollState<never> = { value: null, status: 'loading', error: null };

/** Whether the first call has answered, with a value or a failure: what is shown will not change by itself now. */
export const hasAnswered = (state: PollState<unknown> | null): boolean => state !== null && (state.status !== 'loading' || state.error !== null);

export interface PollOptions {
  readonly intervalMs: number;
  /** Whether the page is visible: no calls while hidden, one as soon as it shows again. */
  readonly visible$: Observable<boolean>;
  readonly scheduler?: SchedulerLike;
  /** After n failures in a row the next try waits interval × 2^n, at most interval × this. */
  readonly maxBackoffFactor?: number;
  /** Each value asks again at once (a game said the balance moved); the interval restarts from there. */
  readonly refresh$?: Observable<unknown>;
}

export type Load<T> = (signal: AbortSignal) => Promise<Either<GatewayError, T>>;

/** A call as an observable that aborts the request when unsubscribed. */
export const fromLoad = <T>(load: Load<T>): Observable<Either<GatewayError, T>> =>
  new Observable((subscriber) => {
    const controller = new AbortController();
    load(controller.signal).then(
      (result) => {
        subscriber.next(result);
        subscriber.complete();
      },
      (error: unknown) => {
        subscriber.next(left({ code: 'DECODE', detail: String(error) }));
        subscriber.complete();
      },
    );
    return () => controller.abort();
  });

export const backoffDelay = (intervalMs: number, failures: number, maxFactor: number): number =>
  intervalMs * Math.min(2 ** failures, maxFactor);

/**
 * Polls `load` every `intervalMs` while the page is visible. Share the result (shareReplay with
 * refCount) so that one request serves every subscriber and none runs while nobody listens.
 */
export const poll = <T>(load: Load<T>, options: PollOptions): Observable<PollState<T>> => {
  const scheduler = options.scheduler ?? asyncScheduler;
  const maxFactor = options.maxBackoffFactor ?? 8;
  const whileVisible = defer(() => {
    let failures = 0;
    const attempt = (): Observable<Either<GatewayError, T>> =>
      defer(() => fromLoad(load)).pipe(
        tap((result) => {
          failures = isLeft(result) ? failures + 1 : 0;
        }),
      );
    return attempt().pipe(
      expand(() => timer(failures === 0 ? options.intervalMs : backoffDelay(options.intervalMs, failures, maxFactor), scheduler).pipe(concatMap(attempt))),
    );
  });
  const refreshable = options.refresh$ === undefined ? whileVisible : options.refresh$.pipe(startWith(null), switchMap(() => whileVisible));
  return options.visible$.pipe(
    distinctUntilChanged(),
    switchMap((visible) => (visible ? refreshable : EMPTY)),
    scan(
      (state: PollState<T>, result: Either<GatewayError, T>): PollState<T> =>
        isLeft(result)
          ? { value: state.value, status: state.value === null ? 'loading' : 'stale', error: result.left }
          : { value: result.right, status: 'fresh', error: null },
      LOADING,
    ),
    startWith(LOADING),
  );
};

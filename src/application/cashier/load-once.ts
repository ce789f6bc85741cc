import { left, type Either } from 'fp-ts/Either';
import { map, Observable } from 'rxjs';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { LoadState } from '../games/load-state';

/** One call as a stream of its load state; unsubscribing aborts the request. */
export const loadOnce = <T>(load: (signal: AbortSignal) => Promise<Either<GatewayError, T>>): Observable<LoadState<T>> =>
  new Observable<Either<GatewayError, T>>((subscriber) => {
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
  }).pipe(map((result): LoadState<T> => (result._tag === 'Right' ? { status: 'loaded', value: result.right } : { status: 'failed', error: result.left })));

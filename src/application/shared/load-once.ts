import { map, type Observable } from 'rxjs';
import type { LoadState } from './load-state';
import { fromLoad, type Load } from './poll';

/** One call as a stream of its load state; unsubscribing aborts the request. */
export const loadOnce = <T>(load: Load<T>): Observable<LoadState<T>> =>
  fromLoad(load).pipe(map((result): LoadState<T> => (result._tag === 'Right' ? { status: 'loaded', value: result.right } : { status: 'failed', error: result.left })));

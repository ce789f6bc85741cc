import { distinctUntilChanged, map, of, shareReplay, switchMap, type Observable, type SchedulerLike } from 'rxjs';
import type { SessionId } from '../../domain/session/session-id';
import type { AuthenticatedSession } from '../session/session-service';
import { poll, type Load, type PollState } from './poll';

/**
 * A value polled for the logged-in player: one request per interval however many components listen,
 * none while logged out, hidden or unobserved. Logged out, the stream holds null.
 */
export const pollWhileAuthenticated = <T>(
  authenticated$: Observable<AuthenticatedSession | null>,
  load: (session: SessionId, signal: AbortSignal) => ReturnType<Load<T>>,
  options: { readonly intervalMs: number; readonly visible$: Observable<boolean>; readonly scheduler: SchedulerLike },
): Observable<PollState<T> | null> =>
  authenticated$.pipe(
    // Only a new session restarts the poll; a reloaded profile of the same session does not.
    map((session) => session?.id ?? null),
    distinctUntilChanged(),
    switchMap((id) => (id === null ? of(null) : poll((signal) => load(id, signal), options))),
    shareReplay({ bufferSize: 1, refCount: true }),
  );

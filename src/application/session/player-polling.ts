import { inject, injectable } from 'inversify';
import { merge, of, shareReplay, switchMap, type Observable, type SchedulerLike } from 'rxjs';
import type { SessionId } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { Either } from 'fp-ts/Either';
import type { PlatformReachability } from '../shared/platform-reachability';
import { poll, type PollState } from '../shared/poll';
import { SharedTokens } from '../shared/tokens';
import { VisibilityService } from '../shared/visibility';
import { SessionService } from './session-service';
import { SessionTokens } from './tokens';

export type PlayerLoad<T> = (session: SessionId, signal: AbortSignal) => Promise<Either<GatewayError, T>>;

/**
 * Polls a resource of the logged-in player: one request per interval however many components listen,
 * none while logged out, hidden or unobserved. Logged out, the stream holds null.
 */
@injectable()
export class PlayerPolling {
  constructor(
    @inject(SessionTokens.SessionService) private readonly session: SessionService,
    @inject(SharedTokens.Visibility) private readonly visibility: VisibilityService,
    @inject(SharedTokens.Scheduler) private readonly scheduler: SchedulerLike,
    @inject(SharedTokens.Reachability) private readonly reachability: PlatformReachability,
  ) {}

  /**
   * `refresh$`: each value asks again at once, for every listener. While the platform cannot be
   * reached, the reachability's back-off asks again too (EDGE-04).
   */
  poll<T>(load: PlayerLoad<T>, intervalMs: number, refresh$?: Observable<unknown>): Observable<PollState<T> | null> {
    const retry$ = this.reachability.retry$;
    const options = { intervalMs, visible$: this.visibility.visible$, scheduler: this.scheduler, refresh$: refresh$ === undefined ? retry$ : merge(refresh$, retry$) };
    // Only a new session restarts the poll; a reloaded profile of the same session does not.
    return this.session.id$.pipe(
      switchMap((id) => (id === null ? of(null) : poll((signal) => load(id, signal), options))),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
  }
}

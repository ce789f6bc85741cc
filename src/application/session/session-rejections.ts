import { injectable } from 'inversify';
import { Subject } from 'rxjs';
import type { SessionEndReason, SessionId, SessionRejectionReporter } from '../../domain/session';

/**
 * The 401s of authorised calls, reported by any adapter, as one stream the session listens to. The
 * stream is not replayed: every authorised call takes its session id from `SessionService`, which
 * subscribes when it is made, so no report can come before it listens.
 */
@injectable()
export class SessionRejections implements SessionRejectionReporter {
  private readonly rejected = new Subject<{ readonly session: SessionId; readonly reason?: SessionEndReason }>();
  readonly rejected$ = this.rejected.asObservable();

  reject(session: SessionId, reason?: SessionEndReason): void {
    this.rejected.next({ session, reason });
  }
}

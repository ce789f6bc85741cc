import { injectable } from 'inversify';
import { Subject, type Observable } from 'rxjs';
import type { SessionId, SessionRejectionReporter } from '../../domain/session';

/** The 401s of authorised calls, reported by any adapter, as one stream the session listens to. */
@injectable()
export class SessionRejections implements SessionRejectionReporter {
  private readonly rejected = new Subject<SessionId>();
  readonly rejected$: Observable<SessionId> = this.rejected.asObservable();

  reject(session: SessionId): void {
    this.rejected.next(session);
  }
}

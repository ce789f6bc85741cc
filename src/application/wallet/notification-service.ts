import { inject, injectable } from 'inversify';
import type { Observable, SchedulerLike } from 'rxjs';
import type { NotificationSummary } from '../../domain/wallet/notifications';
import type { NotificationsGateway } from '../../domain/wallet/ports';
import type { PollState } from '../shared/poll';
import { pollWhileAuthenticated } from '../shared/session-poll';
import { SharedTokens } from '../shared/tokens';
import { VisibilityService } from '../shared/visibility';
import { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import { NOTIFICATIONS_REFRESH_MS, WalletTokens } from './tokens';

/** WAL-11: the count behind the notification badge. */
@injectable()
export class NotificationService {
  readonly summary$: Observable<PollState<NotificationSummary> | null>;

  constructor(
    @inject(WalletTokens.NotificationsGateway) gateway: NotificationsGateway,
    @inject(SessionTokens.SessionService) session: SessionService,
    @inject(SharedTokens.Visibility) visibility: VisibilityService,
    @inject(SharedTokens.Scheduler) scheduler: SchedulerLike,
  ) {
    this.summary$ = pollWhileAuthenticated(session.authenticated$, (id, signal) => gateway.summary(id, signal), {
      intervalMs: NOTIFICATIONS_REFRESH_MS,
      visible$: visibility.visible$,
      scheduler,
    });
  }
}

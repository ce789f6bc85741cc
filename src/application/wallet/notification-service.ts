import { inject, injectable } from 'inversify';
import { Subject, type Observable } from 'rxjs';
import type { NotificationsGateway, NotificationSummary } from '../../domain/wallet';
import type { PollState } from '../shared/poll';
import { PlayerPolling } from '../session/player-polling';
import { SessionTokens } from '../session/tokens';
import { NOTIFICATIONS_REFRESH_MS, WalletTokens } from './tokens';

/** WAL-11: the count behind the notification badge. */
@injectable()
export class NotificationService {
  private readonly refreshes = new Subject<void>();
  readonly summary$: Observable<PollState<NotificationSummary> | null>;

  constructor(
    @inject(WalletTokens.NotificationsGateway) gateway: NotificationsGateway,
    @inject(SessionTokens.PlayerPolling) polling: PlayerPolling,
  ) {
    this.summary$ = polling.poll((id, signal) => gateway.summary(id, signal), NOTIFICATIONS_REFRESH_MS, this.refreshes);
  }

  /** Asks for the count now (the player read or deleted a message); nothing happens while nobody shows it. */
  refresh(): void {
    this.refreshes.next();
  }
}

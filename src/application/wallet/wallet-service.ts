import { inject, injectable } from 'inversify';
import { distinctUntilChanged, map, type Observable, type SchedulerLike } from 'rxjs';
import type { BalanceEntry } from '../../domain/wallet/balances';
import type { WalletGateway } from '../../domain/wallet/ports';
import type { PollState } from '../shared/poll';
import { pollWhileAuthenticated } from '../shared/session-poll';
import { SharedTokens } from '../shared/tokens';
import { VisibilityService } from '../shared/visibility';
import { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import { BALANCE_REFRESH_MS, WalletTokens } from './tokens';

/** WAL-02: the player's balances, polled every 30 s. */
@injectable()
export class WalletService {
  readonly balances$: Observable<PollState<readonly BalanceEntry[]> | null>;
  readonly stale$: Observable<boolean>;

  constructor(
    @inject(WalletTokens.WalletGateway) gateway: WalletGateway,
    @inject(SessionTokens.SessionService) session: SessionService,
    @inject(SharedTokens.Visibility) visibility: VisibilityService,
    @inject(SharedTokens.Scheduler) scheduler: SchedulerLike,
  ) {
    this.balances$ = pollWhileAuthenticated(session.authenticated$, (id, signal) => gateway.balances(id, signal), {
      intervalMs: BALANCE_REFRESH_MS,
      visible$: visibility.visible$,
      scheduler,
    });
    this.stale$ = this.balances$.pipe(map((state) => state?.status === 'stale'), distinctUntilChanged());
  }
}

import { inject, injectable } from 'inversify';
import { distinctUntilChanged, map, Subject, type Observable } from 'rxjs';
import type { BalanceEntry, WalletGateway } from '../../domain/wallet';
import type { PollState } from '../shared/poll';
import { PlayerPolling } from '../session/player-polling';
import { SessionTokens } from '../session/tokens';
import { BALANCE_REFRESH_MS, WalletTokens } from './tokens';

/** WAL-02: the player's balances, polled every 30 s, and at once when something says they moved. */
@injectable()
export class WalletService {
  private readonly refreshes = new Subject<void>();
  readonly balances$: Observable<PollState<readonly BalanceEntry[]> | null>;
  readonly stale$: Observable<boolean>;

  constructor(
    @inject(WalletTokens.WalletGateway) gateway: WalletGateway,
    @inject(SessionTokens.PlayerPolling) polling: PlayerPolling,
  ) {
    this.balances$ = polling.poll((id, signal) => gateway.balances(id, signal), BALANCE_REFRESH_MS, this.refreshes);
    this.stale$ = this.balances$.pipe(map((state) => state?.status === 'stale'), distinctUntilChanged());
  }

  /** Asks for the balances now (a real-money round just ended); nothing happens while nobody shows them. */
  refresh(): void {
    this.refreshes.next();
  }
}

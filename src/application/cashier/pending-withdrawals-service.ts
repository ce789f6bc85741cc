import { left, type Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { of, shareReplay, startWith, Subject, switchMap, type Observable } from 'rxjs';
import type { ReversalError, Withdrawal, WithdrawalsGateway } from '../../domain/cashier';
import { LOADING_STATE, type LoadState } from '../shared/load-state';
import type { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import type { WalletService } from '../wallet/wallet-service';
import { WalletTokens } from '../wallet/tokens';
import { loadOnce } from '../shared/load-once';
import { CashierTokens } from './tokens';

/**
 * CASH-05: the player's pending withdrawals, and cancelling one. After a cancel (or a refusal that
 * says the list moved on) the list and the wallet are asked again at once, so the balance and the
 * pending-withdrawal banner (WAL-08) follow without waiting for the next poll.
 */
@injectable()
export class PendingWithdrawalsService {
  private readonly reloads = new Subject<void>();
  readonly pending$: Observable<LoadState<readonly Withdrawal[]> | null>;

  constructor(
    @inject(CashierTokens.WithdrawalsGateway) private readonly gateway: WithdrawalsGateway,
    @inject(SessionTokens.SessionService) private readonly session: SessionService,
    @inject(WalletTokens.WalletService) private readonly wallet: WalletService,
  ) {
    this.pending$ = session.id$.pipe(
      switchMap((id) =>
        id === null
          ? of(null)
          : this.reloads.pipe(
              startWith(undefined),
              switchMap(() => loadOnce((signal) => gateway.pending(id, signal))),
              startWith(LOADING_STATE),
            ),
      ),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
  }

  reload(): void {
    this.reloads.next();
  }

  async cancel(withdrawalId: string): Promise<Either<ReversalError, Withdrawal>> {
    const id = this.session.currentId();
    if (id === null) return left({ code: 'FAILED', cause: { code: 'UNAUTHORIZED' } });
    const result = await this.gateway.reverse(id, withdrawalId);
    if (result._tag === 'Right' || result.left.code === 'NOT_PENDING' || result.left.code === 'NOT_FOUND') {
      this.reload();
      this.wallet.refresh();
    }
    return result;
  }
}

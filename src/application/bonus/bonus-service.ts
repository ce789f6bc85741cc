import { left, type Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { Subject, type Observable } from 'rxjs';
import type { Bonus, BonusFailure, BonusGateway, BonusOverview } from '../../domain/bonus';
import type { PollState } from '../shared/poll';
import { PlayerPolling } from '../session/player-polling';
import { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import { WalletTokens } from '../wallet/tokens';
import { WalletService } from '../wallet/wallet-service';
import { BONUS_REFRESH_MS, BonusTokens } from './tokens';

/**
 * Issue 22: the player's bonuses and the offers that carry one, polled while a page shows them and
 * asked for again at once after an opt-in, a forfeit, or a change of the balances (a round played);
 * opt-in and forfeit are the platform's to decide (BON-02, BON-03, BON-07), the site sends and shows.
 */
@injectable()
export class BonusService {
  private readonly refreshes = new Subject<void>();
  readonly overview$: Observable<PollState<BonusOverview> | null>;

  constructor(
    @inject(BonusTokens.BonusGateway) private readonly gateway: BonusGateway,
    @inject(SessionTokens.PlayerPolling) polling: PlayerPolling,
    @inject(SessionTokens.SessionService) private readonly session: SessionService,
    @inject(WalletTokens.WalletService) private readonly wallet: WalletService,
  ) {
    this.overview$ = polling.poll((id, signal) => gateway.overview(id, signal), BONUS_REFRESH_MS, this.refreshes);
  }

  refresh(): void {
    this.refreshes.next();
  }

  /** BON-02: opts in to the offer; the platform grants the bonus or says why not (BON-03). */
  async optIn(offerId: string): Promise<Either<BonusFailure, Bonus>> {
    return this.send((session) => this.gateway.optIn(session, offerId));
  }

  /** BON-07: gives up the active bonus (the page asked the player to confirm first). */
  async forfeit(bonusId: string): Promise<Either<BonusFailure, Bonus>> {
    return this.send((session) => this.gateway.forfeit(session, bonusId));
  }

  private async send(call: (session: NonNullable<ReturnType<SessionService['currentId']>>) => Promise<Either<BonusFailure, Bonus>>): Promise<Either<BonusFailure, Bonus>> {
    const session = this.session.currentId();
    if (session === null) return left({ code: 'UNAUTHORIZED' });
    const answer = await call(session);
    if (answer._tag === 'Right' || answer.left.code !== 'UNAUTHORIZED') {
      this.refresh();
      this.wallet.refresh();
    }
    return answer;
  }
}

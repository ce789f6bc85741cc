import { inject, injectable } from 'inversify';
import { of, Subject, type Observable } from 'rxjs';
import type { SiteConfig } from '../../domain/config';
import type { LoyaltyGateway, LoyaltyProfile } from '../../domain/loyalty';
import { ConfigTokens } from '../config/tokens';
import type { PollState } from '../shared/poll';
import { PlayerPolling } from '../session/player-polling';
import { SessionTokens } from '../session/tokens';
import { LOYALTY_REFRESH_MS, LoyaltyTokens } from './tokens';

/** LOY-01: the loyalty profile, polled every 30 s while loyalty is enabled, and at once after a redemption. */
@injectable()
export class LoyaltyService {
  private readonly refreshes = new Subject<void>();
  readonly profile$: Observable<PollState<LoyaltyProfile | null> | null>;

  constructor(
    @inject(LoyaltyTokens.LoyaltyGateway) gateway: LoyaltyGateway,
    @inject(SessionTokens.PlayerPolling) polling: PlayerPolling,
    @inject(ConfigTokens.SiteConfig) config: SiteConfig,
  ) {
    this.profile$ = config.isLoyaltyEnabled ? polling.poll((id, signal) => gateway.profile(id, signal), LOYALTY_REFRESH_MS, this.refreshes) : of(null);
  }

  /** Asks for the profile now (points were just redeemed); nothing happens while nobody shows it. */
  refresh(): void {
    this.refreshes.next();
  }
}

import { inject, injectable } from 'inversify';
import { of, type Observable, type SchedulerLike } from 'rxjs';
import type { SiteConfig } from '../../domain/config/site-config';
import type { LoyaltyProfile } from '../../domain/loyalty/loyalty';
import type { LoyaltyGateway } from '../../domain/loyalty/ports';
import { ConfigTokens } from '../config/tokens';
import type { PollState } from '../shared/poll';
import { pollWhileAuthenticated } from '../shared/session-poll';
import { SharedTokens } from '../shared/tokens';
import { VisibilityService } from '../shared/visibility';
import { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import { LOYALTY_REFRESH_MS, LoyaltyTokens } from './tokens';

/** LOY-01: the loyalty profile, polled every 30 s while loyalty is enabled. */
@injectable()
export class LoyaltyService {
  readonly profile$: Observable<PollState<LoyaltyProfile | null> | null>;

  constructor(
    @inject(LoyaltyTokens.LoyaltyGateway) gateway: LoyaltyGateway,
    @inject(SessionTokens.SessionService) session: SessionService,
    @inject(SharedTokens.Visibility) visibility: VisibilityService,
    @inject(SharedTokens.Scheduler) scheduler: SchedulerLike,
    @inject(ConfigTokens.SiteConfig) config: SiteConfig,
  ) {
    this.profile$ = config.isLoyaltyEnabled
      ? pollWhileAuthenticated(session.authenticated$, (id, signal) => gateway.profile(id, signal), {
          intervalMs: LOYALTY_REFRESH_MS,
          visible$: visibility.visible$,
          scheduler,
        })
      : of(null);
  }
}

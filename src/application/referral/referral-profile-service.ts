import { inject, injectable } from 'inversify';
import { from, map, of, shareReplay, startWith, switchMap, type Observable } from 'rxjs';
import type { ReferralGateway, ReferralProfile } from '../../domain/referral';
import { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import { ReferralPortTokens } from './port-tokens';

export type ReferralProfileState =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly profile: ReferralProfile }
  | { readonly status: 'unavailable' };

/** The logged-in player's refer-a-friend profile (REF-06), asked once per session. */
@injectable()
export class ReferralProfileService {
  readonly profile$: Observable<ReferralProfileState | null>;

  constructor(
    @inject(ReferralPortTokens.ReferralGateway) gateway: ReferralGateway,
    @inject(SessionTokens.SessionService) session: SessionService,
  ) {
    this.profile$ = session.id$.pipe(
      switchMap((id) =>
        id === null
          ? of(null)
          : from(gateway.profile(id)).pipe(
              map((reply): ReferralProfileState => (reply._tag === 'Right' ? { status: 'loaded', profile: reply.right } : { status: 'unavailable' })),
              startWith<ReferralProfileState>({ status: 'loading' }),
            ),
      ),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
  }
}

import { left, right, type Either } from 'fp-ts/Either';
import type { ReferralGateway, ReferralProfile, ReferralTracking, TrackingFailure } from '../../domain/referral';
import type { SessionId, SessionRejectionReporter } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { InMemoryPlatform } from '../shared/in-memory-platform';

/** Referral tracking and profiles over the in-memory platform. */
export class InMemoryReferralGateway implements ReferralGateway {
  constructor(
    private readonly platform: InMemoryPlatform,
    private readonly rejections: SessionRejectionReporter,
  ) {}

  async track(token: string): Promise<Either<TrackingFailure, ReferralTracking>> {
    const failure = this.platform.receive({ operation: 'referralTracking', body: { token } });
    if (failure !== null) return left({ code: 'UNAVAILABLE', cause: failure });
    this.platform.referrals.tracked.push(token);
    const known = this.platform.referrals.tokens.get(token);
    return known === undefined ? left({ code: 'UNKNOWN_TOKEN' }) : right({ token, type: known.type, valid: true, referringSites: known.referringSites });
  }

  async profile(session: SessionId): Promise<Either<GatewayError, ReferralProfile>> {
    return this.platform.authorised({ operation: 'referralProfile', session }, this.rejections, (player) => this.platform.referrals.profileOf(player.username));
  }
}

import { left, right, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { ReferralGateway, ReferralProfile, ReferralTracking, TrackingFailure } from '../../domain/referral';
import type { SessionId } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { BoundedArray, BoundedString, Count, ShortString } from '../shared/codecs';
import { sessionPath, type HttpClient } from '../shared/http-client';

const Tracking = t.type({
  token: ShortString,
  type: t.keyof({ PROFILE: null, AFFILIATE: null }),
  valid: t.boolean,
  referringSites: BoundedArray(ShortString, 50),
});

const Profile = t.type({
  referralCode: t.refinement(ShortString, (code) => /^[A-Za-z0-9_-]{1,64}$/.test(code), 'ReferralCode'),
  // Shown as a link: only a web address of the site (never a script URL).
  referralLink: t.refinement(BoundedString(2048), (link) => /^https?:\/\/[^\s]+$/.test(link), 'ReferralLink'),
  referredPlayers: Count,
  clicks: Count,
});

/** docs/api.md "Referral and affiliates": tracking is public; the profile is the session's player's. */
export class HttpReferralGateway implements ReferralGateway {
  constructor(private readonly http: HttpClient) {}

  async track(token: string): Promise<Either<TrackingFailure, ReferralTracking>> {
    const reply = await this.http.json({ method: 'GET', path: sessionPath`/services/referral/v1/profiles/tracking/${token}` }, Tracking);
    if (reply._tag === 'Right') {
      const { type, valid, referringSites } = reply.right;
      return valid ? right({ token, type, valid, referringSites }) : left({ code: 'UNKNOWN_TOKEN' });
    }
    return left(reply.left.code === 'HTTP' && reply.left.status === 404 ? { code: 'UNKNOWN_TOKEN' } : { code: 'UNAVAILABLE', cause: reply.left });
  }

  async profile(session: SessionId): Promise<Either<GatewayError, ReferralProfile>> {
    const reply = await this.http.json({ method: 'GET', path: sessionPath`/services/referral/v1/profiles/${session}`, session }, Profile);
    if (reply._tag === 'Left') return reply;
    const { referralCode, referralLink, referredPlayers, clicks } = reply.right;
    return right({ referralCode, referralLink, referredPlayers, clicks });
  }
}

import { inject, injectable } from 'inversify';
import type { SiteConfig } from '../../domain/config';
import { CHECK_REFERRING_SITE_FLAG } from '../../domain/config';
import {
  addressWithoutReferral,
  isReferralExpired,
  mayCarryReferral,
  passesReferringSiteCheck,
  readReferralArrival,
  referralCookieMaxAge,
  referralTypeOf,
  type AddressBar,
  type ArrivalAddress,
  type JoinReferralSource,
  type ReferralCookie,
  type ReferralGateway,
  type ReferralStore,
  type StoredReferral,
} from '../../domain/referral';
import type { Clock, Logger } from '../../domain/shared/ports';
import { ConfigTokens } from '../config/tokens';
import { SharedTokens } from '../shared/tokens';
import { ReferralPortTokens } from './port-tokens';

/** What became of an arrival's referral. */
export type ArrivalOutcome =
  /** No token, or one that is not well-formed (dropped, never stored). */
  | 'NO_REFERRAL'
  | 'STORED'
  /** The platform does not know the token (404). */
  | 'UNKNOWN_TOKEN'
  /** REF-07: an affiliate's token from a page that is not one of its sites. */
  | 'FOREIGN_REFERRER';

/**
 * REF-01..07: reads a referral from the address a visitor arrives at, takes its keys out of the
 * address bar, tells the platform of the click and keeps the referral (storage and cookie) for joining.
 */
@injectable()
export class ReferralArrivalService implements JoinReferralSource {
  constructor(
    @inject(ReferralPortTokens.ReferralGateway) private readonly gateway: ReferralGateway,
    @inject(ReferralPortTokens.ReferralStore) private readonly store: ReferralStore,
    @inject(ReferralPortTokens.ReferralCookie) private readonly cookie: ReferralCookie,
    @inject(ReferralPortTokens.AddressBar) private readonly addressBar: AddressBar,
    @inject(ConfigTokens.SiteConfig) private readonly config: SiteConfig,
    @inject(SharedTokens.Clock) private readonly clock: Clock,
    @inject(SharedTokens.Logger) private readonly logger: Logger,
  ) {}

  /** `referrer`: the page the visitor came from (`document.referrer`), for REF-07. */
  async arrive(address: ArrivalAddress, referrer: string): Promise<ArrivalOutcome> {
    if (!mayCarryReferral(address)) return 'NO_REFERRAL';
    const arrival = readReferralArrival(address);
    this.addressBar.replace(addressWithoutReferral(address));
    if (arrival.token === null) return 'NO_REFERRAL';
    const referral: StoredReferral = {
      token: arrival.token,
      type: referralTypeOf(arrival.token, arrival.sharingMethod),
      affiliateId: arrival.affiliateId,
      sharingMethod: arrival.sharingMethod,
      storedAt: this.clock.now(),
    };
    const tracking = await this.gateway.track(referral.token);
    if (tracking._tag === 'Left') {
      if (tracking.left.code === 'UNKNOWN_TOKEN') return 'UNKNOWN_TOKEN';
      // The platform could not be asked: the visitor's referral is kept rather than lost.
      this.logger.warn('referral: tracking unavailable', tracking.left.cause.code);
    } else {
      const checkEnabled = this.config.featureFlags[CHECK_REFERRING_SITE_FLAG] === true;
      if (!passesReferringSiteCheck(checkEnabled, referral.type, referrer, tracking.right.referringSites)) return 'FOREIGN_REFERRER';
    }
    this.store.write(referral);
    this.cookie.write(referral.token, referralCookieMaxAge(this.config.referralCookieDays));
    return 'STORED';
  }

  /** The live referral: one past its expiry (REF-04) is forgotten on reading. */
  current(): StoredReferral | null {
    const stored = this.store.read();
    if (stored === null) return null;
    if (!isReferralExpired(stored.storedAt, this.clock.now(), this.config.referralTokenExpiryDays)) return stored;
    this.forget();
    return null;
  }

  forget(): void {
    this.store.clear();
    this.cookie.clear();
  }
}

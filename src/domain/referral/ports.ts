import type { Either } from 'fp-ts/Either';
import type { SessionId } from '../session';
import type { GatewayError } from '../shared/gateway-error';
import type { ReferralType, StoredReferral } from './referral';

/** What the platform says of a token when a visitor arrives with it (REF-06). */
export interface ReferralTracking {
  readonly token: string;
  readonly type: ReferralType;
  readonly valid: boolean;
  readonly referringSites: readonly string[];
}

/** A player's own refer-a-friend profile. */
export interface ReferralProfile {
  readonly referralCode: string;
  readonly referralLink: string;
  readonly referredPlayers: number;
  readonly clicks: number;
}

export type TrackingFailure = { readonly code: 'UNKNOWN_TOKEN' } | { readonly code: 'UNAVAILABLE'; readonly cause: GatewayError };

export interface ReferralGateway {
  /** Records the arrival's click and tells whether the token is known. */
  track(token: string): Promise<Either<TrackingFailure, ReferralTracking>>;
  profile(session: SessionId): Promise<Either<GatewayError, ReferralProfile>>;
}

/** REF-03: the referral kept in the browser's storage. */
export interface ReferralStore {
  /** The stored referral, or null when nothing (or nothing well-formed) is stored. */
  read(): StoredReferral | null;
  write(referral: StoredReferral): void;
  clear(): void;
}

/** REF-05: the `referral` cookie, which the platform's pages read. */
export interface ReferralCookie {
  write(token: string, maxAgeSeconds: number): void;
  clear(): void;
}

/** The browser's address bar: the referral's keys are taken out of it once read. */
export interface AddressBar {
  replace(pathAndQuery: string): void;
}

import type { Either } from 'fp-ts/Either';
import type { SessionId } from '../session';
import type { GatewayError } from '../shared/gateway-error';
import type { LoyaltyProfile } from './loyalty';
import type { IdempotencyKey, Redemption, RedemptionFailure } from './redemption';

export interface LoyaltyGateway {
  /** LOY-01: a not-ok answer yields null. */
  profile(session: SessionId, signal?: AbortSignal): Promise<Either<GatewayError, LoyaltyProfile | null>>;
}

/** LOY-05: redeeming points, on the account page only (the redemption context, loaded with that page). */
export interface RedemptionGateway {
  /** LOY-05: redeems `points` for bonus money; the key names the attempt. */
  redeem(session: SessionId, points: number, key: IdempotencyKey): Promise<Either<RedemptionFailure, Redemption>>;
}

/** A fresh key for each new redemption attempt. */
export type IdempotencyKeys = () => IdempotencyKey;

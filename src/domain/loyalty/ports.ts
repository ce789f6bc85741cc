import type { Either } from 'fp-ts/Either';
import type { SessionId } from '../session';
import type { GatewayError } from '../shared/gateway-error';
import type { LoyaltyProfile } from './loyalty';

export interface LoyaltyGateway {
  /** LOY-01: a not-ok answer yields null. */
  profile(session: SessionId, signal?: AbortSignal): Promise<Either<GatewayError, LoyaltyProfile | null>>;
}

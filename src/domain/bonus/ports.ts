import type { Either } from 'fp-ts/Either';
import type { SessionId } from '../session';
import type { GatewayError } from '../shared/gateway-error';
import type { Bonus, BonusFailure, BonusOverview } from './bonus';

/** Issue 22: the player's bonuses with their wagering, opt-in from an offer, and forfeit. */
export interface BonusGateway {
  overview(session: SessionId, signal?: AbortSignal): Promise<Either<GatewayError, BonusOverview>>;
  optIn(session: SessionId, offerId: string): Promise<Either<BonusFailure, Bonus>>;
  forfeit(session: SessionId, bonusId: string): Promise<Either<BonusFailure, Bonus>>;
}

import type { Either } from 'fp-ts/Either';
import type { SessionId } from '../session';
import type { GatewayError } from '../shared/gateway-error';
import type { LimitProblem } from './limit-input';
import type { LimitPeriod, LimitType, PlayerLimit, PlayerLimits } from './limits';

/** The value of a limit as the platform takes it: minor units in a currency, or minutes. */
export type LimitValue = { readonly amount: number; readonly currency: string } | { readonly minutes: number };

/** Why the platform did not take a change. */
export type LimitFailure =
  | { readonly code: 'INVALID'; readonly problems: readonly LimitProblem[] }
  /** Removing a limit the player does not have (any more). */
  | { readonly code: 'NOT_FOUND' }
  | { readonly code: 'UNAVAILABLE'; readonly cause: GatewayError };

/** SG-02, SG-03: `/services/responsible-gambling/v1/profiles/{session}/limits`. */
export interface LimitsGateway {
  load(session: SessionId, signal?: AbortSignal): Promise<Either<GatewayError, PlayerLimits>>;
  set(session: SessionId, type: LimitType, period: LimitPeriod, value: LimitValue): Promise<Either<LimitFailure, PlayerLimit>>;
  remove(session: SessionId, type: LimitType, period: LimitPeriod): Promise<Either<LimitFailure, PlayerLimit>>;
}

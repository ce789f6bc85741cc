import type { GatewayError } from '../shared/gateway-error';
import type { Money } from '../wallet';

export type WithdrawalStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'REVERSED';

/** CASH-05: a withdrawal, with its amount and the platform's own rendering of it (formattedAmount). */
export interface Withdrawal {
  readonly id: string;
  readonly status: WithdrawalStatus;
  readonly amount: Money;
  readonly formattedAmount: string;
  readonly method: string;
  /** ISO 8601. */
  readonly createdAt: string;
  /** Whether the player may cancel it: pending, and the jurisdiction allows a reversal. */
  readonly reversible: boolean;
}

/** Why a pending withdrawal could not be cancelled. */
export type ReversalError =
  /** The player's jurisdiction does not allow reversing a withdrawal. */
  | { readonly code: 'REVERSAL_NOT_ALLOWED' }
  /** Approved, rejected or reversed meanwhile. */
  | { readonly code: 'NOT_PENDING' }
  /** SG-09: the player is taking a break, during which money cannot come back to play with. */
  | { readonly code: 'ON_BREAK' }
  | { readonly code: 'NOT_FOUND' }
  | { readonly code: 'FAILED'; readonly cause: GatewayError };

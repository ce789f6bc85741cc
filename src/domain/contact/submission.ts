import type { GatewayError } from '../shared/gateway-error';
import type { FieldProblem } from './form-text';

/** The platform's reference for a message or an application (`C-…`, `A-…`), which the sender can quote; null when a platform took the form without giving one. */
export type SubmissionReference = string & { readonly _brand: 'SubmissionReference' };

/** Why a form was not taken: one member per cause the sender can meet. */
export type SubmissionFailure =
  /** Field problems: found by the site before sending, or the platform's 422 (which wins). */
  | { readonly code: 'INVALID'; readonly problems: readonly FieldProblem[] }
  /** Too many from this connection: when to try again, if the platform said. */
  | { readonly code: 'RATE_LIMITED'; readonly retryAfterSeconds: number | null }
  /** The platform could not be reached or gave an answer the site cannot use. */
  | { readonly code: 'UNAVAILABLE'; readonly cause: GatewayError };

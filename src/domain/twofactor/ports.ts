import type { Either } from 'fp-ts/Either';
import type { SessionId } from '../session';
import type { GatewayError } from '../shared/gateway-error';
import type { MfaFailure } from './mfa-failure';
import type { MfaOperation, TwoFactorStatus } from './twofactor';

/** Two-factor on the platform (docs/api.md "Two-factor"). */
export interface TwoFactorGateway {
  /** MFA-06: a background poll. */
  status(session: SessionId, signal: AbortSignal): Promise<Either<GatewayError, TwoFactorStatus>>;
  /** MFA-08: an SMS with a code for `operation`. */
  sendCode(session: SessionId, operation: MfaOperation): Promise<Either<MfaFailure, void>>;
  /** MFA-07: the otpauth URI of a new, pending secret. */
  enrol(session: SessionId, code: string): Promise<Either<MfaFailure, string>>;
  /** MFA-08: the first TOTP from the app turns two-factor on. */
  verify(session: SessionId, totp: string): Promise<Either<MfaFailure, void>>;
  disable(session: SessionId, totp: string): Promise<Either<MfaFailure, void>>;
  /** MFA-13: with a code of the enrolment method (the phone with the app was lost). */
  reset(session: SessionId, code: string): Promise<Either<MfaFailure, void>>;
}

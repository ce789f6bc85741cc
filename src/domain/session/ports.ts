import type { Either } from 'fp-ts/Either';
import type { GatewayError } from '../shared/gateway-error';
import type { LoginError, LoginReply, LoginRequest } from './login';
import type { PasswordRecoveryError } from './password-recovery';
import type { SessionId } from './session-id';
import type { User } from './user';

export interface LoginGateway {
  login(request: LoginRequest): Promise<Either<LoginError, LoginReply>>;
}

export interface LogoutGateway {
  logout(session: SessionId): Promise<Either<GatewayError, void>>;
}

export interface ProfileGateway {
  profile(session: SessionId, signal?: AbortSignal): Promise<Either<GatewayError, User>>;
}

/** Stand-in for a captcha widget: yields a token that proves a challenge was passed. */
export interface CaptchaGateway {
  solve(): Promise<Either<GatewayError, string>>;
}

/** Getting back in: a reset link e-mailed on request, and a new password set with its token (or a 428's). */
export interface PasswordResetGateway {
  requestLink(email: string): Promise<Either<PasswordRecoveryError, void>>;
  reset(token: string, newPassword: string): Promise<Either<PasswordRecoveryError, void>>;
}

/** AUTH-01: the `sid` cookie. */
export interface SessionStore {
  read(): SessionId | null;
  write(session: SessionId): void;
  clear(): void;
}

export interface LastPageStore {
  read(): string | null;
  write(path: string): void;
}

/** Where adapters report that the platform answered 401 to an authorised call of this session. */
export interface SessionRejectionReporter {
  /** `reason`: the platform ended the session because the player's session-time limit was reached (SG-13). */
  reject(session: SessionId, reason?: SessionEndReason): void;
}

export type SessionEndReason = 'SESSION_TIME_LIMIT';

import { left, right, type Either } from 'fp-ts/Either';
import type { LoyaltyProfile } from '../../domain/loyalty/loyalty';
import type { LoyaltyGateway } from '../../domain/loyalty/ports';
import { loginErrorFromCode, requiredActionFrom, type LoginError, type LoginReply, type LoginRequest } from '../../domain/session/login';
import type { CaptchaGateway, LoginGateway, LogoutGateway, PasswordResetGateway, ProfileGateway, SessionRejectionListener } from '../../domain/session/ports';
import type { SessionId } from '../../domain/session/session-id';
import type { User } from '../../domain/session/user';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { BalanceEntry } from '../../domain/wallet/balances';
import type { NotificationSummary } from '../../domain/wallet/notifications';
import type { NotificationsGateway, WalletGateway } from '../../domain/wallet/ports';
import type { PinCode } from '../../domain/verification/pin-code';
import type { PinCodeGateway } from '../../domain/verification/ports';
import { MAX_FAILED_LOGINS, MAX_FAILED_MFA, type InMemoryPlatform, type InMemoryPlayer, type PlatformOperation } from '../shared/in-memory-platform';

/**
 * The sandbox's login rules (docs/api.md), in the sandbox's order: block, captcha, password, disabled,
 * second factor, required action. Blocks here last until a test lifts them (the sandbox's expire).
 */
export class InMemoryLoginGateway implements LoginGateway {
  constructor(private readonly platform: InMemoryPlatform) {}

  async login(request: LoginRequest): Promise<Either<LoginError, LoginReply>> {
    const failure = this.platform.receive({ operation: 'login', request });
    if (failure !== null) return left({ code: 'UNEXPECTED', status: failure.code === 'HTTP' ? failure.status : null });
    const { username, password } = request.credentials;
    if (username.trim() === '' || password === '') {
      const fieldErrors = [
        ...(username.trim() === '' ? [{ field: 'username', cause: 'REQUIRED' }] : []),
        ...(password === '' ? [{ field: 'password', cause: 'REQUIRED' }] : []),
      ];
      return left({ code: 'VALIDATION_ERROR', fieldErrors });
    }
    const player = this.platform.players.get(username.trim().toLowerCase());
    if (player === undefined) return left(loginErrorFromCode('invalid_grant', { errors: ['INVALID_CREDENTIALS'] }));
    if (player.failedLogins >= MAX_FAILED_LOGINS) return left(loginErrorFromCode('blocked'));
    // A captcha token is spent when presented, whatever follows.
    if (player.captchaRequired && !this.spendCaptcha(request.captchaToken)) return left(loginErrorFromCode('invalid_grant_captcha_enforcement'));
    if (player.password !== password) {
      player.failedLogins += 1;
      return left(loginErrorFromCode(player.failedLogins >= MAX_FAILED_LOGINS ? 'blocked' : 'invalid_grant', { errors: ['INVALID_CREDENTIALS'] }));
    }
    if (player.disabled) return left(loginErrorFromCode('DISABLED_PROFILE'));
    const mfa = this.checkMfa(player, request);
    if (mfa !== null) return left(mfa);
    player.failedLogins = 0;
    if (player.requiredAction !== null) {
      const read = requiredActionFrom({ action: player.requiredAction, token: `reset-${player.username}`, profileInfo: { email: player.user.email } });
      if (read.ok && read.requiredAction.token !== null) this.platform.resetTokens.set(read.requiredAction.token, player.username);
      return read.ok ? right({ kind: 'ACTION_REQUIRED', requiredAction: read.requiredAction }) : left(read.error);
    }
    const sessionId = this.platform.openSession(player.username);
    return right({ kind: 'SUCCESS', success: { sessionId, userCountry: player.user.countryCode, loginFromDifferentCountry: player.loginFromDifferentCountry, language: player.user.language } });
  }

  private spendCaptcha(token: string | undefined): boolean {
    return token !== undefined && this.platform.captchaTokens.delete(token);
  }

  private checkMfa(player: InMemoryPlayer, request: LoginRequest): LoginError | null {
    if (player.mfaMethod === null) return null;
    if (player.failedMfa >= MAX_FAILED_MFA) return loginErrorFromCode('VERIFICATION_BLOCKED');
    const code = `mfa_required:${player.mfaMethod}`;
    if (request.mfa === undefined) return loginErrorFromCode(code);
    const expected = player.mfaMethod === 'PIN_CODE' ? player.pinCode : player.mfaCode;
    if (request.mfa.code === expected) {
      player.failedMfa = 0;
      return null;
    }
    player.failedMfa += 1;
    if (player.failedMfa >= MAX_FAILED_MFA) return loginErrorFromCode('VERIFICATION_BLOCKED');
    return loginErrorFromCode(code, { errors: ['MFA_INVALID_CONFIRMATION_CODE'], remainingAttempts: MAX_FAILED_MFA - player.failedMfa });
  }
}

/** Shared shape of every authorised in-memory call: record it, fail if asked, 401 on an unknown session. */
const authorised = <T>(
  platform: InMemoryPlatform,
  listener: SessionRejectionListener | undefined,
  operation: PlatformOperation,
  session: SessionId,
  read: (player: InMemoryPlayer) => T,
  body?: unknown,
): Either<GatewayError, T> => {
  const failure = platform.receive({ operation, session, body });
  if (failure !== null) {
    if (failure.code === 'UNAUTHORIZED') listener?.sessionRejected(session);
    return left(failure);
  }
  const player = platform.playerOf(session);
  if (player === null) {
    listener?.sessionRejected(session);
    return left({ code: 'UNAUTHORIZED' });
  }
  return right(read(player));
};

/** The rejection listener is set after construction: the session service depends on these gateways. */
abstract class AuthorisedGateway {
  listener: SessionRejectionListener | undefined;
  constructor(protected readonly platform: InMemoryPlatform) {}
}

export class InMemoryProfileGateway extends AuthorisedGateway implements ProfileGateway {
  async profile(session: SessionId): Promise<Either<GatewayError, User>> {
    return authorised(this.platform, this.listener, 'profile', session, (player) => ({ ...player.user, hasPinCode: player.pinCode !== null }));
  }
}

export class InMemoryLogoutGateway extends AuthorisedGateway implements LogoutGateway {
  async logout(session: SessionId): Promise<Either<GatewayError, void>> {
    const failure = this.platform.receive({ operation: 'logout', session });
    if (failure !== null) return left(failure);
    if (!this.platform.sessions.delete(session)) return left({ code: 'UNAUTHORIZED' });
    return right(undefined);
  }
}

export class InMemoryWalletGateway extends AuthorisedGateway implements WalletGateway {
  async balances(session: SessionId): Promise<Either<GatewayError, readonly BalanceEntry[]>> {
    return authorised(this.platform, this.listener, 'balances', session, (player) => [...player.balances]);
  }
}

export class InMemoryNotificationsGateway extends AuthorisedGateway implements NotificationsGateway {
  async summary(session: SessionId): Promise<Either<GatewayError, NotificationSummary>> {
    return authorised(this.platform, this.listener, 'notifications', session, (player) => ({ ...player.notifications }));
  }
}

export class InMemoryLoyaltyGateway extends AuthorisedGateway implements LoyaltyGateway {
  async profile(session: SessionId): Promise<Either<GatewayError, LoyaltyProfile | null>> {
    const result = authorised(this.platform, this.listener, 'loyalty', session, (player) => player.loyalty);
    return result._tag === 'Left' && result.left.code === 'HTTP' ? right(null) : result;
  }
}

export class InMemoryPinCodeGateway extends AuthorisedGateway implements PinCodeGateway {
  async update(session: SessionId, pinCode: PinCode): Promise<Either<GatewayError, void>> {
    return authorised(this.platform, this.listener, 'pinCode', session, (player) => {
      player.pinCode = pinCode;
      if (player.requiredAction === 'forcePinReset') player.requiredAction = null;
    }, { pinCode });
  }

  async resetWithToken(token: string, pinCode: PinCode): Promise<Either<GatewayError, void>> {
    const failure = this.platform.receive({ operation: 'pinCode', body: { token, pinCode } });
    if (failure !== null) return left(failure);
    const username = this.platform.resetTokens.get(token);
    if (username === undefined) return left({ code: 'HTTP', status: 404 });
    const player = this.platform.player(username);
    player.pinCode = pinCode;
    if (player.requiredAction === 'forcePinReset') player.requiredAction = null;
    this.platform.resetTokens.delete(token);
    return right(undefined);
  }
}

export class InMemoryCaptchaGateway implements CaptchaGateway {
  private issued = 0;
  constructor(private readonly platform: InMemoryPlatform) {}

  async solve(): Promise<Either<GatewayError, string>> {
    const failure = this.platform.receive({ operation: 'captcha' });
    if (failure !== null) return left(failure);
    this.issued += 1;
    const token = `captcha-${this.issued}`;
    this.platform.captchaTokens.add(token);
    return right(token);
  }
}

export class InMemoryPasswordResetGateway implements PasswordResetGateway {
  constructor(private readonly platform: InMemoryPlatform) {}

  async reset(token: string, newPassword: string): Promise<Either<GatewayError, void>> {
    const failure = this.platform.receive({ operation: 'passwordReset', body: { token } });
    if (failure !== null) return left(failure);
    const username = this.platform.resetTokens.get(token);
    if (username === undefined) return left({ code: 'HTTP', status: 404 });
    if (newPassword.length < 8) return left({ code: 'HTTP', status: 422 });
    const player = this.platform.player(username);
    player.password = newPassword;
    player.requiredAction = null;
    this.platform.resetTokens.delete(token);
    return right(undefined);
  }
}

import type { LoyaltyProfile } from '../../domain/loyalty/loyalty';
import type { LoginRequest, MfaMethod } from '../../domain/session/login';
import type { SessionId } from '../../domain/session/session-id';
import type { User } from '../../domain/session/user';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { BalanceEntry } from '../../domain/wallet/balances';
import type { NotificationSummary } from '../../domain/wallet/notifications';

export interface InMemoryPlayer {
  username: string;
  password: string;
  user: User;
  balances: BalanceEntry[];
  notifications: NotificationSummary;
  loyalty: LoyaltyProfile | null;
  pinCode: string | null;
  disabled: boolean;
  captchaRequired: boolean;
  mfaMethod: MfaMethod | null;
  mfaCode: string;
  requiredAction: string | null;
  failedLogins: number;
  failedMfa: number;
  loginFromDifferentCountry: boolean;
}

export type PlatformOperation = 'login' | 'logout' | 'profile' | 'balances' | 'notifications' | 'loyalty' | 'pinCode' | 'captcha' | 'passwordReset';

export interface RecordedCall {
  readonly operation: PlatformOperation;
  readonly session?: SessionId;
  readonly request?: LoginRequest;
  readonly body?: unknown;
}

export const MAX_FAILED_LOGINS = 5;
export const MAX_FAILED_MFA = 3;

/**
 * The platform in memory: players, sessions and the rules the sandbox enforces, so that acceptance and
 * component tests exercise real behaviour without HTTP. `fail` makes the next calls of an operation fail.
 */
export class InMemoryPlatform {
  readonly players = new Map<string, InMemoryPlayer>();
  readonly sessions = new Map<SessionId, string>();
  readonly calls: RecordedCall[] = [];
  readonly captchaTokens = new Set<string>();
  readonly resetTokens = new Map<string, string>();
  private readonly failures = new Map<PlatformOperation, GatewayError[]>();
  private sequence = 0;

  addPlayer(player: Partial<InMemoryPlayer> & { username: string; password: string; user: User }): InMemoryPlayer {
    const full: InMemoryPlayer = {
      balances: [],
      notifications: { acknowledged: 0, deleted: 0, numberOfMessages: 0 },
      loyalty: null,
      pinCode: player.user.hasPinCode ? '1234' : null,
      disabled: false,
      captchaRequired: false,
      mfaMethod: null,
      mfaCode: '123456',
      requiredAction: null,
      failedLogins: 0,
      failedMfa: 0,
      loginFromDifferentCountry: false,
      ...player,
    };
    this.players.set(player.username.toLowerCase(), full);
    return full;
  }

  player(username: string): InMemoryPlayer {
    const player = this.players.get(username.toLowerCase());
    if (player === undefined) throw new Error(`no player ${username}`);
    return player;
  }

  openSession(username: string): SessionId {
    this.sequence += 1;
    const id = `session-${this.sequence.toString().padStart(12, '0')}` as SessionId;
    this.sessions.set(id, username.toLowerCase());
    return id;
  }

  playerOf(session: SessionId): InMemoryPlayer | null {
    const username = this.sessions.get(session);
    return username === undefined ? null : (this.players.get(username) ?? null);
  }

  expireSession(session: SessionId): void {
    this.sessions.delete(session);
  }

  fail(operation: PlatformOperation, error: GatewayError, times = 1): void {
    this.failures.set(operation, [...(this.failures.get(operation) ?? []), ...Array<GatewayError>(times).fill(error)]);
  }

  /** Records the call and returns the failure it must answer, if one was asked for. */
  receive(call: RecordedCall): GatewayError | null {
    this.calls.push(call);
    const queued = this.failures.get(call.operation);
    return queued?.shift() ?? null;
  }

  callsOf(operation: PlatformOperation): readonly RecordedCall[] {
    return this.calls.filter((call) => call.operation === operation);
  }
}

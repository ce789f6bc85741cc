import type { LoyaltyProfile } from '../../../src/domain/loyalty';
import type { SessionId } from '../../../src/domain/session';
import type { BalanceType } from '../../../src/domain/wallet';
import type { InMemoryPlatform, PlatformOperation } from '../../../src/infrastructure/shared/in-memory-platform';
import { aUser, balances } from '../../../tests/support/players';
import type { WireAnswer } from '../../session/login-answers';
import { onlyTheSandbox, type FailingCall, type PlatformDriver, type PlayerDetails, type StatedBalance } from './platform-driver';

/** The in-memory platform: players and sessions in memory, failures on request, no rules of its own. */
export class MemoryPlatformDriver implements PlatformDriver {
  readonly kind = 'memory';

  constructor(readonly platform: InMemoryPlatform) {}

  async register(username: string, password: string, details: PlayerDetails = {}): Promise<void> {
    this.platform.addPlayer({ username, password, user: aUser({ email: username, ...details }) });
  }

  async withoutPinCode(username: string): Promise<void> {
    const player = this.platform.player(username);
    player.pinCode = null;
    player.user = { ...player.user, hasPinCode: false };
  }

  requiresCaptcha(): Promise<void> {
    throw onlyTheSandbox('A captcha before login');
  }

  confirmsLoginsWith(): Promise<void> {
    throw onlyTheSandbox('A second factor at login');
  }

  hasPendingAction(): Promise<void> {
    throw onlyTheSandbox('A required action at login');
  }

  disable(): Promise<void> {
    throw onlyTheSandbox('A disabled profile');
  }

  async setBalance(username: string, type: BalanceType, amount: number, currency: string): Promise<void> {
    const player = this.platform.player(username);
    player.balances = [...player.balances.filter((entry) => entry.type !== type), ...balances(currency, { [type]: amount })];
  }

  reportBalances(_username: string, _balances: readonly StatedBalance[]): Promise<void> {
    throw onlyTheSandbox('Reading what the platform reports over HTTP');
  }

  async clearBalances(username: string): Promise<void> {
    this.platform.player(username).balances = [];
  }

  async setUnreadMessages(username: string, count: number): Promise<void> {
    const player = this.platform.player(username);
    player.notifications = { ...player.notifications, numberOfMessages: count };
  }

  async setLoyalty(username: string, tierName: string, tierPoints: number): Promise<void> {
    const profile: LoyaltyProfile = {
      excluded: false,
      redemptionAmount: 0,
      redemptionPoints: 0,
      redemptionPointsName: 'points',
      tierPoints,
      currentTierId: 'current',
      tiersInfo: { current: { name: tierName, colour: '#c9a227' } },
      status: null,
    };
    this.platform.player(username).loyalty = profile;
  }

  async failNext(call: FailingCall, status: number, times = 1, message?: string): Promise<void> {
    this.platform.fail(call satisfies PlatformOperation, message === undefined ? { code: 'HTTP', status } : { code: 'HTTP', status, message }, times);
  }

  answerNextLogin(_answer: WireAnswer): Promise<void> {
    throw onlyTheSandbox('An answer of the login service on the wire');
  }

  dropNextLogin(): Promise<void> {
    throw onlyTheSandbox('A connection that fails');
  }

  async endSession(session: string): Promise<void> {
    this.platform.expireSession(session as SessionId);
  }

  lastSessionOpened(): string | null {
    return [...this.platform.sessions.keys()].at(-1) ?? null;
  }

  openSessionFor(): Promise<string> {
    throw onlyTheSandbox('A session opened elsewhere');
  }

  passwordOf(username: string): string {
    return this.platform.player(username).password;
  }

  lastActionTokenIssued(): string {
    const token = [...this.platform.actionTokens.keys()].at(-1);
    if (token === undefined) throw new Error('the platform issued no required-action token');
    return token;
  }

  lastSmsCodeOf(): Promise<string> {
    throw onlyTheSandbox('An SMS code');
  }

  callsTo(call: 'profile' | 'balances' | 'notifications' | 'loyalty'): number {
    return this.platform.callsOf(call).length;
  }

  sessionsNamedBy(calls: readonly ('profile' | 'balances' | 'notifications' | 'loyalty')[]): ReadonlySet<string> {
    return new Set(this.platform.calls.filter((call) => (calls as readonly string[]).includes(call.operation)).map((call) => String(call.session)));
  }

  lastLoginProof(): { readonly captchaToken: string | null; readonly mfaCode: string | null } {
    const request = this.platform.callsOf('login').at(-1)?.request;
    return { captchaToken: request?.captchaToken ?? null, mfaCode: request?.mfa?.code ?? null };
  }
}

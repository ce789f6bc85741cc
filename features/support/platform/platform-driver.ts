import type { MfaMethod, User } from '../../../src/domain/session';
import type { BalanceType } from '../../../src/domain/wallet';
import type { WireAnswer } from '../../session/login-answers';

export type PlayerDetails = Partial<Pick<User, 'firstName' | 'lastName' | 'nickname' | 'language'>>;

/** A balance as the platform states it: amount in major units. */
export interface StatedBalance {
  readonly type: string;
  readonly amount: number;
  readonly currency: string;
}

/** Calls a scenario can make fail, by what the player would call them. */
export type FailingCall = 'profile' | 'logout' | 'balances';

/**
 * The operator's platform as a scenario arranges it: its players and what it answers. Two kinds: the
 * in-memory platform (state only, for the site's own rules under virtual time) and the real sandbox
 * (`@platform` scenarios: the platform's rules, over HTTP). What only the sandbox can do says so.
 */
export interface PlatformDriver {
  readonly kind: 'memory' | 'sandbox';
  register(username: string, password: string, details?: PlayerDetails): Promise<void>;
  withoutPinCode(username: string): Promise<void>;
  requiresCaptcha(username: string): Promise<void>;
  confirmsLoginsWith(username: string, method: MfaMethod): Promise<void>;
  hasPendingAction(username: string, action: string): Promise<void>;
  disable(username: string): Promise<void>;
  setBalance(username: string, type: BalanceType, amount: number, currency: string): Promise<void>;
  /** Exactly these balances, unknown types included, as the platform would report them. */
  reportBalances(username: string, balances: readonly StatedBalance[]): Promise<void>;
  clearBalances(username: string): Promise<void>;
  setUnreadMessages(username: string, count: number): Promise<void>;
  setLoyalty(username: string, tierName: string, tierPoints: number): Promise<void>;
  failNext(call: FailingCall, status: number, times?: number, message?: string): Promise<void>;
  /** The next login gets this answer instead of the platform's own. */
  answerNextLogin(answer: WireAnswer): Promise<void>;
  /** The connection to the platform fails for the next login. */
  dropNextLogin(): Promise<void>;
  /** The platform ends a session (it expired, or was ended elsewhere). */
  endSession(session: string): Promise<void>;
  /** The session the platform opened last. */
  lastSessionOpened(): string | null;
  /** A session opened for the player outside the site (as another device would). */
  openSessionFor(username: string): Promise<string>;
  /** The password a player was registered with in this scenario. */
  passwordOf(username: string): string;
  /** The token of the last required action the platform answered a login with. */
  lastActionTokenIssued(): string;
  /** The last login code the platform sent the player by SMS. */
  lastSmsCodeOf(username: string): Promise<string>;
  /** How many calls of this kind reached the platform. */
  callsTo(call: 'profile' | 'balances' | 'notifications' | 'loyalty'): number;
  /** The sessions named by the calls of these kinds. */
  sessionsNamedBy(calls: readonly ('profile' | 'balances' | 'notifications' | 'loyalty')[]): ReadonlySet<string>;
  /** The last login request: its captcha token and its second-factor code, as sent. */
  lastLoginProof(): { readonly captchaToken: string | null; readonly mfaCode: string | null };
}

export const onlyTheSandbox = (what: string): Error =>
  new Error(`${what} is the platform's own rule, enforced by the sandbox: tag the scenario @platform`);

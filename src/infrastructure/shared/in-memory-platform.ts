import { left, right, type Either } from 'fp-ts/Either';
import type { LoyaltyProfile } from '../../domain/loyalty';
import type { LoginError, LoginRequest, LoginSuccess, RequiredAction, SessionEndReason, SessionId, SessionRejectionReporter, User } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { BalanceEntry, NotificationSummary } from '../../domain/wallet';
import { InMemoryBonuses } from '../bonus/in-memory-bonuses';
import { InMemoryCashier } from '../cashier/in-memory-cashier';
import { InMemoryContact } from '../contact/in-memory-contact';
import { InMemoryHelp } from '../help/in-memory-help';
import { InMemoryInbox } from '../inbox/in-memory-inbox';
import { InMemoryContent } from '../content/in-memory-content';
import { InMemoryDocuments } from '../documents/in-memory-documents';
import { InMemoryGamesPlatform } from '../games/in-memory-games-platform';
import { InMemoryJoin } from '../join/in-memory-join';
import { InMemoryRedemptions } from '../loyalty/in-memory-redemptions';
import { InMemoryPlayState } from '../play/in-memory-play-state';
import { InMemoryReferrals } from '../referral/in-memory-referrals';
import { InMemoryExclusions } from '../safer-gambling/in-memory-exclusions';
import { InMemorySaferGambling } from '../safer-gambling/in-memory-safer-gambling';
import { InMemorySessionSummaries } from '../safer-gambling/in-memory-session-summaries';
import { InMemoryTwoFactor } from '../twofactor/in-memory-two-factor';
import { InMemoryVerification } from '../verification/in-memory-verification';

export interface InMemoryPlayer {
  username: string;
  password: string;
  user: User;
  balances: BalanceEntry[];
  notifications: NotificationSummary;
  loyalty: LoyaltyProfile | null;
  pinCode: string | null;
}

export type PlatformOperation = 'launch' | 'login' | 'logout' | 'profile' | 'balances' | 'notifications' | 'loyalty' | 'redeem' | 'pinCode' | 'captcha' | 'passwordReset' | 'passwordResetRequest' | 'contentPage' | 'geolocation' | 'paymentProfile' | 'methodGroups' | 'withdrawals' | 'reversal' | 'transactions' | 'twoFactor' | 'confirmationCode' | 'validatePhone' | 'changePhone' | 'phoneReset' | 'operationStatus' | 'pinReset' | 'documentStatus' | 'documentUrl' | 'registrationOptions' | 'registration' | 'referralTracking' | 'referralProfile' | 'limits' | 'setLimit' | 'removeLimit' | 'sessionSummary' | 'realityCheck' | 'statement' | 'exclusion' | 'startExclusion' | 'exclusionEndRequest' | 'inboxPage' | 'inboxMessage' | 'inboxRead' | 'inboxReadAll' | 'inboxDelete' | 'bonuses' | 'bonusOptIn' | 'bonusForfeit';

export interface RecordedCall {
  readonly operation: PlatformOperation;
  readonly session?: SessionId;
  readonly request?: LoginRequest;
  readonly body?: unknown;
}

/** What a test tells the next login to answer: a refusal, a required action, or a session with these details. */
export type ScriptedLogin =
  | { readonly refuse: LoginError }
  | { readonly require: RequiredAction }
  | { readonly accept: Partial<Omit<LoginSuccess, 'sessionId'>> };

/**
 * The platform's state in memory, for unit, component and acceptance tests: players, sessions and the
 * calls received. It keeps no rules of its own (those live once, in the sandbox): a test tells it
 * what to answer with `answerNextLogin` and `fail`.
 */
export class InMemoryPlatform {
  readonly players = new Map<string, InMemoryPlayer>();
  readonly sessions = new Map<SessionId, string>();
  readonly calls: RecordedCall[] = [];
  /** One-time tokens of required actions, with the player they were issued to. */
  readonly actionTokens = new Map<string, string>();
  /** Content pages, the player's location and the `st` cookie it sets. */
  readonly content = new InMemoryContent();
  /** The catalogue, jackpots, free games and each player's games. */
  readonly games = new InMemoryGamesPlatform();
  readonly play = new InMemoryPlayState();
  /** Loyalty points redeemed for bonus money. */
  readonly redemptions = new InMemoryRedemptions();
  /** Each player's bonuses and offers, and the answers to opt-ins and forfeits, as a test sets them. */
  readonly bonuses = new InMemoryBonuses();
  /** Payment profiles, method groups, withdrawals and transaction history. */
  readonly cashier = new InMemoryCashier();
  /** Each player's two-factor status, the codes sent, and the calls received. */
  readonly twoFactor = new InMemoryTwoFactor();
  /** Confirmation codes sent and checked, blocked operations, PIN reset requests. */
  readonly verification = new InMemoryVerification();
  /** Each player's identity-document status and the verification URL handed out. */
  readonly documents = new InMemoryDocuments();
  /** Contact messages and affiliate applications received, and the answers a test scripts. */
  readonly contact = new InMemoryContact();
  /** Help articles, the searches and feedback received, and failures a test asks for. */
  readonly help = new InMemoryHelp();
  /** Each player's messages, as a test delivers them. */
  readonly inbox = new InMemoryInbox();
  /** The sign-up form's options, the sign-ups received and refusals a test asks for. */
  readonly join = new InMemoryJoin();
  /** Referral tokens the platform knows, the clicks it was told of, players' refer-a-friend profiles. */
  readonly referrals = new InMemoryReferrals();
  /** Each player's limits, with the platform's rules for changing them, and the clock they run on. */
  readonly saferGambling = new InMemorySaferGambling();
  readonly exclusions = new InMemoryExclusions();
  /** Each session's summary (start, net position, reality-check interval, session-time end) as a test sets it. */
  readonly sessionSummaries = new InMemorySessionSummaries();
  private readonly failures = new Map<PlatformOperation, GatewayError[]>();
  /** Why the platform ended a session, when it says (SG-13's session-time limit). */
  private readonly sessionEndReasons = new Map<SessionId, SessionEndReason>();
  private readonly scriptedLogins: ScriptedLogin[] = [];
  private sequence = 0;

  addPlayer(player: Partial<InMemoryPlayer> & { username: string; password: string; user: User }): InMemoryPlayer {
    const full: InMemoryPlayer = {
      balances: [],
      notifications: { acknowledged: 0, deleted: 0, numberOfMessages: 0 },
      loyalty: null,
      pinCode: player.user.hasPinCode ? '1234' : null,
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

  expireSession(session: SessionId, reason?: SessionEndReason): void {
    this.sessions.delete(session);
    if (reason !== undefined) this.sessionEndReasons.set(session, reason);
  }

  answerNextLogin(answer: ScriptedLogin): void {
    this.scriptedLogins.push(answer);
  }

  takeScriptedLogin(): ScriptedLogin | null {
    return this.scriptedLogins.shift() ?? null;
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

  /**
   * An authorised call: recorded, failed if asked, refused for a session the platform does not know.
   * A refusal is reported, as the HTTP client reports a 401.
   */
  authorised<T>(
    call: RecordedCall & { readonly session: SessionId },
    rejections: SessionRejectionReporter,
    read: (player: InMemoryPlayer) => T,
  ): Either<GatewayError, T> {
    const failure = this.receive(call);
    const player = failure === null ? this.playerOf(call.session) : null;
    if (failure?.code === 'UNAUTHORIZED' || (failure === null && player === null)) {
      rejections.reject(call.session, this.sessionEndReasons.get(call.session));
      return left({ code: 'UNAUTHORIZED' });
    }
    if (failure !== null) return left(failure);
    return right(read(player as InMemoryPlayer));
  }

  callsOf(operation: PlatformOperation): readonly RecordedCall[] {
    return this.calls.filter((call) => call.operation === operation);
  }
}

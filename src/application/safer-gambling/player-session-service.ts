import { isLeft, type Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import {
  BehaviorSubject,
  combineLatest,
  distinctUntilChanged,
  EMPTY,
  filter,
  from,
  map,
  merge,
  of,
  shareReplay,
  startWith,
  Subject,
  switchMap,
  take,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { jurisdictionFor, messageIn, type SiteConfig } from '../../domain/config';
import {
  nextRealityCheckAt,
  parseRealityCheckMinutes,
  platformTimeAt,
  type RealityCheckFailure,
  type RealityCheckSetting,
  type SessionSummary,
  type SessionSummaryGateway,
} from '../../domain/safer-gambling';
import type { SessionId, SessionRejectionReporter, User } from '../../domain/session';
import type { Money } from '../../domain/wallet';
import { ConfigTokens } from '../config/tokens';
import type { LanguageService } from '../i18n/language-service';
import { I18nTokens } from '../i18n/tokens';
import type { LogoutService } from '../session/logout-service';
import type { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import { SharedTokens } from '../shared/tokens';
import type { WalletService } from '../wallet/wallet-service';
import { WalletTokens } from '../wallet/tokens';
import { SaferGamblingTokens } from './tokens';

/** How often a check that is due is looked for besides its own timer: a device that slept wakes its timers late. */
export const REALITY_CHECK_LOOK_MS = 15_000;
/** The summary is read again this often while a player is logged in (SG-13's end may have moved). */
export const SUMMARY_REFRESH_MS = 5 * 60_000;
/** SG-08: the session clock's net position is read again this often while a game is open. */
export const SESSION_CLOCK_REFRESH_MS = 30_000;

/** A session's summary with the moment of the device's clock the platform's clock was read against. */
export interface AnchoredSummary {
  readonly session: SessionId;
  readonly summary: SessionSummary;
  readonly platformNow: Date;
  readonly anchoredAtDeviceMs: number;
}

/** SG-07: what the reality check shows. */
export interface RealityCheckPrompt {
  readonly playedMs: number;
  readonly netPosition: Money;
}

/** SG-08: what the session clock shows. */
export interface SessionClock {
  readonly elapsedMs: number;
  readonly netPosition: Money;
}

/** SG-11, SG-16: what the notices after a login say. */
export interface LoginGreeting {
  readonly previousLoginAt: Date | null;
  readonly message: string | null;
}

/**
 * The player's session as safer gambling watches it (SG-07, SG-08, SG-11, SG-13, SG-16): the
 * platform's summary, the reality check every N minutes since login, the session clock and net
 * position while a game is open, the session's end at the session-time limit, and what to say after
 * a login or logout. Elapsed time runs from the platform's clock, read once per session and carried
 * on by the device's, so a device clock set wrong does not move a check.
 */
@injectable()
export class PlayerSessionService {
  private readonly refreshes = new Subject<void>();
  private readonly acknowledged = new BehaviorSubject<{ readonly session: SessionId; readonly atMs: number } | null>(null);
  private readonly openGames = new Set<() => void>();
  private lastPlayer: User | null = null;
  private greeted: SessionId | null = null;

  readonly summary$: Observable<AnchoredSummary | null>;
  readonly realityCheck$: Observable<RealityCheckPrompt | null>;
  /** Emits the session when the session-time limit ends it (the platform refuses it from then on anyway). */
  readonly sessionTimeEnded$: Observable<SessionId>;

  constructor(
    @inject(SaferGamblingTokens.SessionSummaryGateway) private readonly gateway: SessionSummaryGateway,
    @inject(SessionTokens.SessionService) private readonly session: SessionService,
    @inject(SessionTokens.LogoutService) private readonly logouts: LogoutService,
    @inject(SessionTokens.SessionRejections) private readonly rejections: SessionRejectionReporter,
    @inject(WalletTokens.WalletService) private readonly wallet: WalletService,
    @inject(I18nTokens.LanguageService) private readonly language: LanguageService,
    @inject(ConfigTokens.SiteConfig) private readonly config: SiteConfig,
    @inject(SharedTokens.Scheduler) private readonly scheduler: SchedulerLike,
  ) {
    this.summary$ = session.id$.pipe(
      switchMap((id) => (id === null ? of(null) : this.summariesOf(id))),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
    const schedule$ = this.summary$.pipe(
      distinctUntilChanged((a, b) => a?.session === b?.session && a?.summary.realityCheckMinutes === b?.summary.realityCheckMinutes),
    );
    this.realityCheck$ = schedule$.pipe(
      switchMap((anchored) =>
        anchored === null
          ? of(null)
          : this.acknowledged.pipe(
              map((ack) => (ack?.session === anchored.session ? ack.atMs : anchored.summary.startedAt.getTime())),
              switchMap((acknowledgedAt) => {
                const due = nextRealityCheckAt(anchored.summary.startedAt, anchored.summary.realityCheckMinutes, acknowledgedAt);
                return this.whenPlatformTimeReaches(anchored, due).pipe(
                  switchMap(() => from(this.promptFor(anchored))),
                  startWith(null),
                );
              }),
            ),
      ),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
    this.sessionTimeEnded$ = this.summary$.pipe(
      distinctUntilChanged((a, b) => a?.session === b?.session && a?.summary.sessionTimeEndsAt?.getTime() === b?.summary.sessionTimeEndsAt?.getTime()),
      switchMap((anchored) => {
        const endsAt = anchored?.summary.sessionTimeEndsAt ?? null;
        if (anchored === null || endsAt === null) return EMPTY;
        return this.whenPlatformTimeReaches(anchored, endsAt.getTime()).pipe(map(() => anchored.session));
      }),
    );
    session.authenticated$.subscribe((authenticated) => {
      if (authenticated !== null) this.lastPlayer = authenticated.user;
    });
  }

  /** Reads the summary again (after a round, or a change of the interval). */
  refresh(): void {
    this.refreshes.next();
  }

  /** SG-07 "Continue playing": the next check comes one interval after the last one due. */
  continuePlaying(anchored: AnchoredSummary): void {
    this.acknowledged.next({ session: anchored.session, atMs: this.platformNow(anchored) });
  }

  /** SG-07 "Stop playing": any open game is left first, then the player is logged out. */
  async stopPlaying(): Promise<void> {
    for (const leave of [...this.openGames]) leave();
    await this.logouts.logout();
  }

  /** A game page says a game is open, and how to leave it; the returned function says it closed. */
  gameOpened(leave: () => void): () => void {
    this.openGames.add(leave);
    return () => this.openGames.delete(leave);
  }

  /** SG-13: at the session-time limit the session ends, said as such, and the platform is told. */
  endForSessionTime(session: SessionId): void {
    this.rejections.reject(session, 'SESSION_TIME_LIMIT');
  }

  /**
   * SG-08: the time since login, each second, and the net position, read again every 30 s and after
   * each change of the wallet's balance while someone shows it.
   */
  clock$(): Observable<SessionClock | null> {
    // Read at once when a game opens, then every 30 s and after each change of the balance.
    const rereads = merge(timer(0, SESSION_CLOCK_REFRESH_MS, this.scheduler), this.balanceChanges()).pipe(map(() => this.refresh()));
    return combineLatest([this.summary$, timer(0, 1_000, this.scheduler), rereads]).pipe(
      map(([anchored]) =>
        anchored === null ? null : { elapsedMs: this.platformNow(anchored) - anchored.summary.startedAt.getTime(), netPosition: anchored.summary.netPosition },
      ),
    );
  }

  /**
   * SG-11, SG-16: after a login on this page (not a session restored on reload), once: the previous
   * login's date and time and the jurisdiction's login message.
   */
  greetingFor(anchored: AnchoredSummary): LoginGreeting | null {
    if (this.session.loggedInId !== anchored.session || this.greeted === anchored.session) return null;
    this.greeted = anchored.session;
    return { previousLoginAt: anchored.summary.previousLoginAt, message: messageIn(this.jurisdiction(this.lastPlayer).loginMessage, this.language.current()) };
  }

  /** SG-16: the jurisdiction's logout message for the player who just logged out. */
  logoutMessage(): string | null {
    return this.lastPlayer === null ? null : messageIn(this.jurisdiction(this.lastPlayer).logoutMessage, this.language.current());
  }

  /** Sets the interval from what the player typed; an empty field asks for the jurisdiction's default. */
  async chooseInterval(typed: string | null): Promise<Either<RealityCheckFailure, RealityCheckSetting>> {
    const id = this.session.currentId();
    if (id === null) return { _tag: 'Left', left: { code: 'UNAVAILABLE', cause: { code: 'UNAUTHORIZED' } } };
    if (typed !== null) {
      const minutes = parseRealityCheckMinutes(typed);
      if (isLeft(minutes)) return minutes;
      return this.afterChange(await this.gateway.setRealityCheck(id, minutes.right));
    }
    return this.afterChange(await this.gateway.setRealityCheck(id, null));
  }

  platformNow(anchored: AnchoredSummary): number {
    return platformTimeAt(anchored, this.scheduler.now());
  }

  private afterChange<T extends Either<RealityCheckFailure, RealityCheckSetting>>(answer: T): T {
    if (!isLeft(answer)) this.refresh();
    return answer;
  }

  /** The session's summaries: at once, then on each refresh; the clock stays anchored on the first. */
  private summariesOf(session: SessionId): Observable<AnchoredSummary | null> {
    let anchor: { platformNow: Date; anchoredAtDeviceMs: number } | null = null;
    // Also every few minutes: a session-time limit set meanwhile (on the hub, or elsewhere) moves the session's end.
    return merge(this.refreshes, timer(SUMMARY_REFRESH_MS, SUMMARY_REFRESH_MS, this.scheduler)).pipe(
      startWith(undefined),
      switchMap(() => from(this.gateway.summary(session, { background: anchor !== null }))),
      filter((answer) => !isLeft(answer)),
      map((answer) => {
        const summary = (answer as { right: SessionSummary }).right;
        anchor ??= { platformNow: summary.now, anchoredAtDeviceMs: this.scheduler.now() };
        return { session, summary, ...anchor };
      }),
      startWith(null),
    );
  }

  /** Emits once the platform's time reaches `atMs`: on its own timer, or on a later look after the device slept. */
  private whenPlatformTimeReaches(anchored: AnchoredSummary, atMs: number): Observable<void> {
    const wait = Math.max(0, atMs - this.platformNow(anchored));
    return merge(timer(wait, this.scheduler), timer(REALITY_CHECK_LOOK_MS, REALITY_CHECK_LOOK_MS, this.scheduler)).pipe(
      filter(() => this.platformNow(anchored) >= atMs),
      take(1),
      map(() => undefined),
    );
  }

  /** The time played when the check came due, and the net position read from the platform then. */
  private async promptFor(anchored: AnchoredSummary): Promise<RealityCheckPrompt> {
    const playedMs = this.platformNow(anchored) - anchored.summary.startedAt.getTime();
    const fresh = await this.gateway.summary(anchored.session, { background: true });
    return { playedMs, netPosition: isLeft(fresh) ? anchored.summary.netPosition : fresh.right.netPosition };
  }

  private balanceChanges(): Observable<unknown> {
    return this.wallet.balances$.pipe(
      map((state) => JSON.stringify(state?.value ?? null)),
      distinctUntilChanged(),
      filter((_, index) => index > 0),
    );
  }

  private jurisdiction(user: User | null) {
    return jurisdictionFor(this.config, { countryCode: user?.countryCode ?? null, subdivision: user?.subdivision ?? null });
  }
}

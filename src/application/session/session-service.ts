import { isLeft, isRight, left, right, type Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { BehaviorSubject, distinctUntilChanged, firstValueFrom, map, Subject, timer, type Observable, type SchedulerLike } from 'rxjs';
import type { ProfileGateway, SessionEndReason, SessionId, SessionStore, User } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { SharedTokens } from '../shared/tokens';
import { SessionRejections } from './session-rejections';
import { SessionTokens } from './tokens';

/** Waits before each new try to restore a stored session when the platform cannot be reached. */
export const RESTORE_RETRY_DELAYS_MS = [2_000, 5_000, 10_000] as const;

/** AUTH-01: a visitor or an authenticated player; `unknown` while a stored session is checked. */
export type SessionState =
  | { readonly status: 'unknown' }
  | { readonly status: 'visitor'; readonly ended?: SessionEvent['type'] }
  | { readonly status: 'authenticated'; readonly id: SessionId; readonly user: User };

export interface AuthenticatedSession {
  readonly id: SessionId;
  readonly user: User;
}

export type SessionEvent = { readonly type: 'expired'; readonly reason?: SessionEndReason } | { readonly type: 'loggedOut' };

/** The one place that knows whether the player is logged in. */
@injectable()
export class SessionService {
  private readonly state: BehaviorSubject<SessionState>;
  private readonly events = new Subject<SessionEvent>();

  readonly state$: Observable<SessionState>;
  readonly authenticated$: Observable<AuthenticatedSession | null>;
  /** The session id while a player is logged in, else null; only a new session emits (not a reloaded profile). */
  readonly id$: Observable<SessionId | null>;
  readonly events$: Observable<SessionEvent> = this.events.asObservable();
  /** The last session a login on this page started (a restored one is not): SG-16's login message is for it. */
  loggedInId: SessionId | null = null;

  constructor(
    @inject(SessionTokens.SessionStore) private readonly store: SessionStore,
    @inject(SessionTokens.ProfileGateway) private readonly profiles: ProfileGateway,
    @inject(SharedTokens.Scheduler) private readonly scheduler: SchedulerLike,
    @inject(SessionTokens.SessionRejections) rejections: SessionRejections,
  ) {
    this.state = new BehaviorSubject<SessionState>(store.read() === null ? { status: 'visitor' } : { status: 'unknown' });
    this.state$ = this.state.asObservable();
    this.authenticated$ = this.state$.pipe(
      map((state) => (state.status === 'authenticated' ? { id: state.id, user: state.user } : null)),
      distinctUntilChanged((a, b) => a?.id === b?.id && a?.user === b?.user),
    );
    this.id$ = this.authenticated$.pipe(
      map((authenticated) => authenticated?.id ?? null),
      distinctUntilChanged(),
    );
    // A singleton for the life of the site: the subscription lasts as long as the service.
    rejections.rejected$.subscribe(({ session, reason }) => this.sessionRejected(session, reason));
  }

  current(): SessionState {
    return this.state.value;
  }

  currentId(): SessionId | null {
    const state = this.state.value;
    return state.status === 'authenticated' ? state.id : null;
  }

  /**
   * On start: a stored session is kept only if the platform still knows it. A platform that cannot be
   * reached is asked again a few times; meanwhile the session is unknown, and if it never answers the
   * player browses as a visitor but keeps the cookie, so that a later visit can still restore it.
   */
  async restore(): Promise<void> {
    const stored = this.store.read();
    if (stored === null) {
      this.state.next({ status: 'visitor' });
      return;
    }
    for (const delay of [0, ...RESTORE_RETRY_DELAYS_MS]) {
      if (delay > 0) await firstValueFrom(timer(delay, this.scheduler));
      if (this.state.value.status !== 'unknown') return;
      const profile = await this.profiles.profile(stored);
      if (isRight(profile)) {
        this.state.next({ status: 'authenticated', id: stored, user: profile.right });
        return;
      }
      if (profile.left.code === 'UNAUTHORIZED') {
        this.clear();
        return;
      }
    }
    this.state.next({ status: 'visitor' });
  }

  /** AUTH-05: store the session id and load the profile; a failed load clears the session. */
  async start(id: SessionId): Promise<Either<GatewayError, User>> {
    this.store.write(id);
    const profile = await this.profiles.profile(id);
    if (isLeft(profile)) {
      this.clear();
      return left(profile.left);
    }
    this.loggedInId = id;
    this.state.next({ status: 'authenticated', id, user: profile.right });
    return right(profile.right);
  }

  /** Reloads the profile, e.g. after the player added a PIN code. */
  async refreshProfile(): Promise<void> {
    const id = this.currentId();
    if (id === null) return;
    const profile = await this.profiles.profile(id);
    if (!isLeft(profile) && this.currentId() === id) this.state.next({ status: 'authenticated', id, user: profile.right });
  }

  end(): void {
    this.clear('loggedOut');
    this.events.next({ type: 'loggedOut' });
  }

  /** A 401 on an authorised call ends the session once, however many calls were refused. */
  private sessionRejected(session: SessionId, reason?: SessionEndReason): void {
    const state = this.state.value;
    const isCurrent = (state.status === 'authenticated' && state.id === session) || (state.status === 'unknown' && this.store.read() === session);
    if (!isCurrent) return;
    this.clear('expired');
    if (state.status === 'authenticated') this.events.next(reason === undefined ? { type: 'expired' } : { type: 'expired', reason });
  }

  /** Once the player has moved on, a past logout or expiry no longer explains anything on screen. */
  forgetEnding(): void {
    const state = this.state.value;
    if (state.status === 'visitor' && state.ended !== undefined) this.state.next({ status: 'visitor' });
  }

  private clear(ended?: SessionEvent['type']): void {
    this.store.clear();
    this.state.next(ended === undefined ? { status: 'visitor' } : { status: 'visitor', ended });
  }
}

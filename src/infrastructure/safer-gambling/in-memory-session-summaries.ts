import type { RealityCheckSetting, SessionSummary } from '../../domain/safer-gambling';
import type { SessionId } from '../../domain/session';
import type { Money } from '../../domain/wallet';

interface StoredSession {
  startedAt: Date;
  previousLoginAt: Date | null;
  netPosition: Money;
  sessionTimeEndsAt: Date | null;
}

/**
 * Tests only: each session's summary as the platform would answer it. A test sets when the session
 * began, the net position and the session-time end, and moves the clock; the reality-check interval
 * is each player's choice, else the default a test gives (the jurisdiction's).
 */
export class InMemorySessionSummaries {
  now: () => Date = () => new Date();
  realityCheckMinutesDefault = 60;
  private readonly sessions = new Map<SessionId, StoredSession>();
  private readonly chosenMinutes = new Map<string, number>();
  private readonly previousLogins = new Map<string, Date>();
  private readonly sessionTimeLeftByPlayer = new Map<string, number>();

  /** The minutes of the player's session-time limit left today: their next session ends after them. */
  sessionTimeLeft(username: string, minutes: number): void {
    this.sessionTimeLeftByPlayer.set(username.toLowerCase(), minutes);
  }

  /** The player's login before the next session the platform opens for them. */
  loggedInBefore(username: string, at: Date): void {
    this.previousLogins.set(username.toLowerCase(), at);
  }

  /** A session the platform knows, begun at `startedAt` (now when absent). */
  started(session: SessionId, details: Partial<StoredSession> & { readonly currency: string }): void {
    const { currency, ...rest } = details;
    this.sessions.set(session, {
      startedAt: this.now(),
      previousLoginAt: null,
      netPosition: { minor: 0, currency: currency as Money['currency'] },
      sessionTimeEndsAt: null,
      ...rest,
    });
  }

  /** The real money won (positive) or lost (negative) in the session so far, in minor units. */
  setNetPosition(session: SessionId, minor: number): void {
    const known = this.sessions.get(session);
    if (known !== undefined) known.netPosition = { ...known.netPosition, minor };
  }

  setSessionTimeEndsAt(session: SessionId, endsAt: Date | null): void {
    const known = this.sessions.get(session);
    if (known !== undefined) known.sessionTimeEndsAt = endsAt;
  }

  summaryOf(session: SessionId, username: string, currency: string): SessionSummary {
    const left = this.sessionTimeLeftByPlayer.get(username);
    const known = this.sessions.get(session) ?? {
      startedAt: this.now(),
      previousLoginAt: this.previousLogins.get(username) ?? null,
      netPosition: { minor: 0, currency: currency as Money['currency'] },
      sessionTimeEndsAt: left === undefined ? null : new Date(this.now().getTime() + left * 60_000),
    };
    this.sessions.set(session, known);
    return { ...known, now: this.now(), ...this.settingOf(username) };
  }

  choose(username: string, minutes: number | null): RealityCheckSetting {
    if (minutes === null) this.chosenMinutes.delete(username);
    else this.chosenMinutes.set(username, minutes);
    return this.settingOf(username);
  }

  private settingOf(username: string): RealityCheckSetting {
    return { realityCheckMinutes: this.chosenMinutes.get(username) ?? this.realityCheckMinutesDefault, realityCheckMinutesDefault: this.realityCheckMinutesDefault };
  }
}

import type { RealityCheckSetting, SessionSummary } from '../../domain/safer-gambling';
import type { SessionId } from '../../domain/session';
import type { Money } from '../../domain/wallet';

interface StoredSession {
  startedAt: Date;
  previousLoginAt: Date | null;
  netPosition: Money;
  sessionTimeEndsAt: Date | null;
}

/** The platform's clock until a test sets one: a fixed instant. */
const A_FIXED_INSTANT = new Date('2026-01-01T00:00:00Z');

/**
 * Tests only: each session's summary as the platform would answer it. It keeps no rules of its own
 * (docs/decisions.md "Fakes hold state"; the platform's are proven in
 * sandbox/services/responsible-gambling/session-summary.test.ts): a test sets when the session began,
 * the net position, when the session-time limit ends it and the platform's clock; the reality-check
 * interval is the player's choice as sent, else the default a test gives (the jurisdiction's), and a
 * choice the platform refuses is one a test scripts (`refuseNextChoice`).
 */
export class InMemorySessionSummaries {
  /** The platform's clock, as a test runs it. */
  now: () => Date = () => A_FIXED_INSTANT;
  realityCheckMinutesDefault = 60;
  private readonly sessions = new Map<SessionId, StoredSession>();
  private readonly chosenMinutes = new Map<string, number>();
  private readonly previousLogins = new Map<string, Date>();
  private readonly nextSessionEnds = new Map<string, Date>();
  private refusals = 0;

  /** When the session-time limit ends the player's next session, as the platform will say. */
  nextSessionEndsAt(username: string, at: Date): void {
    this.nextSessionEnds.set(username.toLowerCase(), at);
  }

  /** The next interval the player chooses is refused (422 INVALID_FORMAT), as the platform's own check would. */
  refuseNextChoice(): void {
    this.refusals += 1;
  }

  /** Whether the platform refuses this choice: a test said so. */
  takeRefusal(): boolean {
    if (this.refusals === 0) return false;
    this.refusals -= 1;
    return true;
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
    const known = this.sessions.get(session) ?? {
      startedAt: this.now(),
      previousLoginAt: this.previousLogins.get(username) ?? null,
      netPosition: { minor: 0, currency: currency as Money['currency'] },
      sessionTimeEndsAt: this.nextSessionEnds.get(username) ?? null,
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

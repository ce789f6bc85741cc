import type { BreakChoice, Exclusion, ExclusionFailure } from '../../domain/safer-gambling';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * Tests only: each player's break as the platform keeps it (docs/api.md "Time-out and
 * self-exclusion"): one at a time, confirmed with the player's password, a time-out over at its
 * end, a self-exclusion only after the end was asked for and the cooling-off passed. Tests set the
 * clock and may put a player on a break directly.
 */
export class InMemoryExclusions {
  coolingOffHours = 24;
  now: () => Date = () => new Date();
  private readonly byPlayer = new Map<string, Exclusion>();

  /** The break in force for the player, or null. */
  inForce(username: string): Exclusion | null {
    const stored = this.byPlayer.get(username.toLowerCase());
    if (stored === undefined) return null;
    const now = this.now().getTime();
    const over = stored.kind === 'TIME_OUT' ? stored.endsAt.getTime() <= now : stored.endsAfterRequestAt !== null && stored.endsAfterRequestAt.getTime() <= now;
    if (over) {
      this.byPlayer.delete(username.toLowerCase());
      return null;
    }
    return { ...stored, expired: stored.endsAt.getTime() <= now };
  }

  start(username: string, playerPassword: string, choice: BreakChoice, password: string): { exclusion: Exclusion } | { failure: ExclusionFailure } {
    if (password === '') return { failure: { code: 'PASSWORD_REQUIRED' } };
    if (password !== playerPassword) return { failure: { code: 'WRONG_PASSWORD' } };
    const current = this.inForce(username);
    if (current !== null) return { failure: { code: 'ALREADY_EXCLUDED', exclusion: current } };
    const startedAt = this.now();
    const endsAt = choice.kind === 'TIME_OUT' ? new Date(startedAt.getTime() + choice.days * DAY_MS) : addMonths(startedAt, choice.months);
    return { exclusion: this.put(username, { kind: choice.kind, startedAt, endsAt, expired: false, endRequestedAt: null, endsAfterRequestAt: null }) };
  }

  requestEnd(username: string): { exclusion: Exclusion } | { failure: ExclusionFailure } {
    const current = this.inForce(username);
    if (current === null || current.kind !== 'SELF_EXCLUSION') return { failure: { code: 'NOT_FOUND' } };
    if (!current.expired) return { failure: { code: 'NOT_EXPIRED' } };
    if (current.endRequestedAt !== null) return { exclusion: current };
    const now = this.now();
    return { exclusion: this.put(username, { ...current, endRequestedAt: now, endsAfterRequestAt: new Date(now.getTime() + this.coolingOffHours * HOUR_MS) }) };
  }

  /** A break as a test gives it (one taken before the scenario). */
  put(username: string, exclusion: Exclusion): Exclusion {
    this.byPlayer.set(username.toLowerCase(), exclusion);
    return exclusion;
  }
}

const addMonths = (start: Date, months: number): Date => {
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  end.setUTCDate(Math.min(day, new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate()));
  return end;
};

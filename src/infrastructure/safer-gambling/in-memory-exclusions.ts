import type { BreakChoice, Exclusion, ExclusionFailure } from '../../domain/safer-gambling';

/** How the platform answers the next request about a break, as a test scripts it. */
type ScriptedAnswer =
  | { readonly refuse: ExclusionFailure }
  | { readonly start: { readonly startedAt: Date; readonly endsAt: Date } }
  | { readonly end: { readonly requestedAt: Date; readonly endsAt: Date } };

/**
 * Tests only: each player's break as the platform reports it, and how it answers the next requests.
 * It keeps no rules of its own (docs/decisions.md "Fakes hold state"; the rules are the sandbox's,
 * proven in sandbox/services/responsible-gambling/exclusion.test.ts): it does not check passwords,
 * count lengths, end a time-out or end a self-exclusion after the cooling-off. A test puts the break
 * in force as the platform would report it (`put`, `clear`), and scripts the next answer: a break
 * started with its dates (`willStart`), an end asked for with its date (`willEnd`), or a refusal
 * (`refuseNextWith`: a wrong password, a break already in force, not expired yet...).
 */
export class InMemoryExclusions {
  private readonly byPlayer = new Map<string, Exclusion>();
  private readonly scripted: ScriptedAnswer[] = [];

  /** The break in force for the player, as a test put it, or null. */
  inForce(username: string): Exclusion | null {
    return this.byPlayer.get(username.toLowerCase()) ?? null;
  }

  /** The platform starts the next break asked for, from `startedAt` until `endsAt`. */
  willStart(startedAt: Date, endsAt: Date): void {
    this.scripted.push({ start: { startedAt, endsAt } });
  }

  /** The platform takes the next request to end an expired self-exclusion, made at `requestedAt`; it ends at `endsAt`. */
  willEnd(requestedAt: Date, endsAt: Date): void {
    this.scripted.push({ end: { requestedAt, endsAt } });
  }

  /** The next request about a break is refused this way. */
  refuseNextWith(failure: ExclusionFailure): void {
    this.scripted.push({ refuse: failure });
  }

  start(username: string, choice: BreakChoice): { exclusion: Exclusion } | { failure: ExclusionFailure } {
    const answer = this.next('start a break');
    if ('refuse' in answer) return { failure: answer.refuse };
    if (!('start' in answer)) throw new Error('the test scripted the end of a break, and the site asked to start one');
    return { exclusion: this.put(username, { kind: choice.kind, ...answer.start, expired: false, endRequestedAt: null, endsAfterRequestAt: null, fromAnotherAccount: false }) };
  }

  requestEnd(username: string): { exclusion: Exclusion } | { failure: ExclusionFailure } {
    const current = this.inForce(username);
    if (current === null) return { failure: { code: 'NOT_FOUND' } };
    const answer = this.next('end a self-exclusion');
    if ('refuse' in answer) return { failure: answer.refuse };
    if (!('end' in answer)) throw new Error('the test scripted the start of a break, and the site asked to end one');
    return { exclusion: this.put(username, { ...current, endRequestedAt: answer.end.requestedAt, endsAfterRequestAt: answer.end.endsAt }) };
  }

  /** A break as the platform reports it now (one taken before the scenario; `expired`: a self-exclusion past its end). */
  put(username: string, exclusion: Exclusion): Exclusion {
    this.byPlayer.set(username.toLowerCase(), exclusion);
    return exclusion;
  }

  /** The player's break is over, as the platform now says. */
  clear(username: string): void {
    this.byPlayer.delete(username.toLowerCase());
  }

  private next(asked: string): ScriptedAnswer {
    const answer = this.scripted.shift();
    if (answer === undefined) throw new Error(`the site asked the in-memory platform to ${asked}, and the test did not say how the platform answers (willStart, willEnd or refuseNextWith)`);
    return answer;
  }
}

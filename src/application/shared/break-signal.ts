import { injectable } from 'inversify';
import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';

/**
 * PS-04: whether the player is on a break (a time-out or self-exclusion), for what the site's first
 * script shows (the lobby's play links, offers in the content). The break itself is read by the
 * safer-gambling context, which loads after the first paint and reports here; until then, and for a
 * visitor, the answer is no: the platform still refuses what a break forbids.
 */
@injectable()
export class BreakSignal {
  private readonly state = new BehaviorSubject(false);
  readonly onBreak$: Observable<boolean> = this.state.pipe(distinctUntilChanged());

  report(onBreak: boolean): void {
    this.state.next(onBreak);
  }
}

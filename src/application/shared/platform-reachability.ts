import { injectable } from 'inversify';
import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import type { PlatformReachabilityReporter } from '../../domain/shared/ports';

/**
 * What the one HTTP client tells of the platform: whether its last call reached it. Kept this small
 * because it is in the first script; the back-off that asks again (`watchReachability`) loads after
 * the first paint, with the notice that shows it.
 */
@injectable()
export class PlatformReachability implements PlatformReachabilityReporter {
  readonly down = new BehaviorSubject(false);
  readonly retries = new Subject<void>();
  /** Each value: ask again now (the player's polls, a failed catalogue). */
  readonly retry$: Observable<void> = this.retries.asObservable();

  answered(): void {
    if (!this.down.value) return;
    this.down.next(false);
    // Whatever failed meanwhile asks again at once.
    this.retries.next();
  }

  unreachable(): void {
    if (!this.down.value) this.down.next(true);
  }
}

import { isLeft, left, type Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { of, shareReplay, startWith, Subject, switchMap, tap, type Observable } from 'rxjs';
import type { BreakChoice, Exclusion, ExclusionFailure, ExclusionGateway } from '../../domain/safer-gambling';
import type { BreakSignal } from '../shared/break-signal';
import { loadOnce } from '../shared/load-once';
import { LOADING_STATE, type LoadState } from '../shared/load-state';
import { SharedTokens } from '../shared/tokens';
import type { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import { SaferGamblingTokens } from './tokens';

/**
 * SG-09, SG-10: the player's time-out or self-exclusion, taking one with their password, and asking
 * to end an expired self-exclusion. The platform decides and enforces; this only says what it said.
 */
const loggedOut: ExclusionFailure = { code: 'UNAVAILABLE', cause: { code: 'UNAUTHORIZED' } };

@injectable()
export class ExclusionService {
  private readonly reloads = new Subject<void>();
  /** Null for a visitor; the break in force (or null) once loaded. */
  readonly exclusion$: Observable<LoadState<Exclusion | null> | null>;

  constructor(
    @inject(SaferGamblingTokens.ExclusionGateway) private readonly gateway: ExclusionGateway,
    @inject(SessionTokens.SessionService) private readonly session: SessionService,
    @inject(SharedTokens.BreakSignal) breakSignal: BreakSignal,
  ) {
    this.exclusion$ = session.id$.pipe(
      switchMap((id) =>
        id === null
          ? of(null)
          : this.reloads.pipe(
              startWith(undefined),
              switchMap(() => loadOnce((signal) => gateway.load(id, signal))),
              startWith(LOADING_STATE),
            ),
      ),
      // What the first script shows follows the break once it is read (a visitor has none).
      tap((state) => {
        if (state === null || state.status !== 'loading') breakSignal.report(state?.status === 'loaded' && state.value !== null);
      }),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
  }

  reload(): void {
    this.reloads.next();
  }

  /** Starts the break the player chose, confirmed with their password (never kept). */
  async take(choice: BreakChoice, password: string): Promise<Either<ExclusionFailure, Exclusion>> {
    if (password === '') return left({ code: 'PASSWORD_REQUIRED' });
    const id = this.session.currentId();
    if (id === null) return left(loggedOut);
    return this.reloadAfter(await this.gateway.start(id, choice, password));
  }

  /** SG-10: asks to end an expired self-exclusion; it ends after the jurisdiction's cooling-off. */
  async askToEnd(): Promise<Either<ExclusionFailure, Exclusion>> {
    const id = this.session.currentId();
    if (id === null) return left(loggedOut);
    return this.reloadAfter(await this.gateway.requestEnd(id));
  }

  private reloadAfter(answer: Either<ExclusionFailure, Exclusion>): Either<ExclusionFailure, Exclusion> {
    // ALREADY_EXCLUDED means another tab or device took one first: the hub then shows it.
    if (!isLeft(answer) || answer.left.code === 'ALREADY_EXCLUDED' || answer.left.code === 'NOT_EXPIRED') this.reload();
    return answer;
  }
}

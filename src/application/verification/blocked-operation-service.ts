import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { BehaviorSubject, ignoreElements, map, merge, of, switchMap, takeWhile, tap, timer, type Observable, type SchedulerLike } from 'rxjs';
import type { Logger } from '../../domain/shared/ports';
import { isBlocked, type MfaOperation, type OperationBlock, type OperationStatusGateway } from '../../domain/verification';
import { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import { SharedTokens } from '../shared/tokens';
import { VerificationTokens } from './tokens';

const UNKNOWN: OperationBlock = { kind: 'UNKNOWN' };

/**
 * BLK-01: whether an operation (withdraw, login, …) is blocked and for how long. Unknown until first
 * fetched; a failed fetch is only logged and leaves what was known. A new player starts unknown again.
 */
@injectable()
export class BlockedOperationService {
  private readonly blocks = new Map<MfaOperation, BehaviorSubject<OperationBlock>>();

  constructor(
    @inject(VerificationTokens.OperationStatusGateway) private readonly gateway: OperationStatusGateway,
    @inject(SessionTokens.SessionService) private readonly session: SessionService,
    @inject(SharedTokens.Logger) private readonly logger: Logger,
    @inject(SharedTokens.Scheduler) private readonly scheduler: SchedulerLike,
  ) {
    // A singleton for the life of the site: the subscription lasts as long as the service.
    session.id$.subscribe(() => {
      for (const block of this.blocks.values()) block.next(UNKNOWN);
    });
  }

  block$(operation: MfaOperation): Observable<OperationBlock> {
    return this.subjectOf(operation).asObservable();
  }

  /**
   * While subscribed: the status fetched now and every `pollMs`, and the seconds left of a block,
   * every second (null when not blocked); at zero it asks again, so the block lifts by itself.
   */
  secondsLeft$(operation: MfaOperation, pollMs: number): Observable<number | null> {
    const polls = timer(0, pollMs, this.scheduler).pipe(
      tap(() => void this.refresh(operation)),
      ignoreElements(),
    );
    const countdown = this.block$(operation).pipe(
      switchMap((block) => {
        if (block.kind !== 'KNOWN' || !isBlocked(block)) return of(null);
        const seconds = block.status.remainingBlockingTime;
        return timer(0, 1000, this.scheduler).pipe(
          map((tick) => Math.max(0, seconds - tick)),
          takeWhile((left) => left > 0, true),
          tap((left) => {
            if (left === 0) void this.refresh(operation);
          }),
        );
      }),
    );
    return merge(polls, countdown);
  }

  current(operation: MfaOperation): OperationBlock {
    return this.subjectOf(operation).value;
  }

  async refresh(operation: MfaOperation): Promise<void> {
    const id = this.session.currentId();
    if (id === null) return;
    const result = await this.gateway.status(id, operation);
    if (this.session.currentId() !== id) return;
    if (isLeft(result)) {
      this.logger.warn(`operation status of ${operation} not read`, result.left);
      return;
    }
    this.subjectOf(operation).next({ kind: 'KNOWN', operation, status: result.right });
  }

  private subjectOf(operation: MfaOperation): BehaviorSubject<OperationBlock> {
    let subject = this.blocks.get(operation);
    if (subject === undefined) {
      subject = new BehaviorSubject<OperationBlock>(UNKNOWN);
      this.blocks.set(operation, subject);
    }
    return subject;
  }
}

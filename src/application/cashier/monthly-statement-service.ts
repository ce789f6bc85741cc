import { inject, injectable } from 'inversify';
import { of, startWith, type Observable } from 'rxjs';
import { STATEMENT_MONTHS, type MonthlyStatement, type MonthlyStatementGateway } from '../../domain/cashier';
import { LOADING_STATE, type LoadState } from '../shared/load-state';
import type { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import { loadOnce } from '../shared/load-once';
import { CashierTokens } from './tokens';

/** SG-11: the statement of the last twelve months, read once per page visit (or retry). */
@injectable()
export class MonthlyStatementService {
  constructor(
    @inject(CashierTokens.MonthlyStatementGateway) private readonly gateway: MonthlyStatementGateway,
    @inject(SessionTokens.SessionService) private readonly session: SessionService,
  ) {}

  /** Null while nobody is logged in. */
  statement$(): Observable<LoadState<MonthlyStatement> | null> {
    const id = this.session.currentId();
    if (id === null) return of(null);
    return loadOnce((signal) => this.gateway.statement(id, STATEMENT_MONTHS, signal)).pipe(startWith(LOADING_STATE));
  }
}

import { inject, injectable } from 'inversify';
import { of, startWith, type Observable } from 'rxjs';
import type { HistoryFilter, HistoryPage, TransactionHistoryGateway } from '../../domain/cashier';
import { LOADING_STATE, type LoadState } from '../shared/load-state';
import type { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import { loadOnce } from '../shared/load-once';
import { CashierTokens } from './tokens';

/** The transaction history (beyond the spec): one page for a filter, and the CSV of everything it matches. */
@injectable()
export class TransactionHistoryService {
  constructor(
    @inject(CashierTokens.TransactionHistoryGateway) private readonly gateway: TransactionHistoryGateway,
    @inject(SessionTokens.SessionService) private readonly session: SessionService,
  ) {}

  /** The page the filter asks for; null while nobody is logged in. */
  page$(filter: HistoryFilter): Observable<LoadState<HistoryPage> | null> {
    const id = this.session.currentId();
    if (id === null) return of(null);
    return loadOnce((signal) => this.gateway.page(id, filter, signal)).pipe(startWith(LOADING_STATE));
  }

  /** Where the browser downloads the CSV of every line the filter matches (all pages). */
  csvUrl(filter: HistoryFilter): string | null {
    const id = this.session.currentId();
    return id === null ? null : this.gateway.csvUrl(id, { kinds: filter.kinds, from: filter.from, to: filter.to });
  }
}

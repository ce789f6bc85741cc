import type { Either } from 'fp-ts/Either';
import { HISTORY_PAGE_SIZE, type HistoryFilter, type HistoryPage, type TransactionHistoryGateway } from '../../domain/cashier';
import type { SessionId, SessionRejectionReporter } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { InMemoryPlatform } from '../shared/in-memory-platform';

export class InMemoryTransactionHistoryGateway implements TransactionHistoryGateway {
  constructor(
    private readonly platform: InMemoryPlatform,
    private readonly rejections: SessionRejectionReporter,
  ) {}

  /** The lines the test stored, newest first as stored; kinds and dates filtered, as a page. */
  async page(session: SessionId, filter: HistoryFilter): Promise<Either<GatewayError, HistoryPage>> {
    return this.platform.authorised({ operation: 'transactions', session, body: filter }, this.rejections, (player) => {
      this.platform.cashier.historyRequests.push(filter);
      const matching = this.platform.cashier
        .transactionsOf(player.username.toLowerCase())
        .filter((line) => filter.kinds.length === 0 || filter.kinds.includes(line.kind))
        .filter((line) => (filter.from === null || line.createdAt.slice(0, 10) >= filter.from) && (filter.to === null || line.createdAt.slice(0, 10) <= filter.to));
      const start = (filter.page - 1) * HISTORY_PAGE_SIZE;
      return { items: matching.slice(start, start + HISTORY_PAGE_SIZE), page: filter.page, pageSize: HISTORY_PAGE_SIZE, total: matching.length };
    });
  }

  csvUrl(session: SessionId, filter: Omit<HistoryFilter, 'page'>): string {
    const query = [filter.kinds.length > 0 ? `kind=${filter.kinds.join(',')}` : '', filter.from === null ? '' : `from=${filter.from}`, filter.to === null ? '' : `to=${filter.to}`]
      .filter((part) => part !== '')
      .join('&');
    return `memory:/services/payment/v1/profiles/${encodeURIComponent(session)}/transactions.csv${query === '' ? '' : `?${query}`}`;
  }
}

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

  /**
   * The lines a test stored for this filter (`InMemoryCashier.answerHistory`), else all the player's
   * lines as stored: which lines a filter finds is the platform's (proven in the sandbox's
   * transaction-history tests). Paged by the size the site asks for.
   */
  async page(session: SessionId, filter: HistoryFilter): Promise<Either<GatewayError, HistoryPage>> {
    return this.platform.authorised({ operation: 'transactions', session, body: filter }, this.rejections, (player) => {
      this.platform.cashier.historyRequests.push(filter);
      const lines = this.platform.cashier.historyFor(player.username.toLowerCase(), filter);
      const start = (filter.page - 1) * HISTORY_PAGE_SIZE;
      return { items: lines.slice(start, start + HISTORY_PAGE_SIZE), page: filter.page, pageSize: HISTORY_PAGE_SIZE, total: lines.length };
    });
  }

  csvUrl(session: SessionId, filter: Omit<HistoryFilter, 'page'>): string {
    const query = [filter.kinds.length === 0 ? '' : `kind=${filter.kinds.join(',')}`, filter.from === null ? '' : `from=${filter.from}`, filter.to === null ? '' : `to=${filter.to}`]
      .filter((part) => part !== '')
      .join('&');
    return `memory:/services/payment/v1/profiles/${encodeURIComponent(session)}/transactions.csv${query === '' ? '' : `?${query}`}`;
  }
}

import { left, right, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import { HISTORY_PAGE_SIZE, isTransactionKind, isTransactionStatus, NO_DETAILS, type LineStatus, type HistoryFilter, type HistoryPage, type Transaction, type TransactionDetails, type TransactionHistoryGateway } from '../../domain/cashier';
import type { SessionId } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { BoundedArray, BoundedString, Count, ShortString } from '../shared/codecs';
import { sessionPath, type HttpClient } from '../shared/http-client';
import { Identifier, Instant, MinorAmount, moneyOf } from './cashier-codecs';

const Details = t.partial({ method: ShortString, cardLast4: ShortString, bankAccount: ShortString, counterparty: ShortString });

const HistoryBody = t.type({
  items: BoundedArray(
    t.intersection([
      t.type({ id: Identifier, kind: ShortString, amount: MinorAmount, currency: ShortString, formattedAmount: ShortString, createdAt: Instant, description: BoundedString(500) }),
      // Read apart (detailsOf): details missing or unreadable leave the line named by its kind alone.
      t.partial({ details: t.unknown, status: t.unknown }),
    ]),
    100,
  ),
  page: Count,
  pageSize: Count,
  total: Count,
});

const filterQuery = (filter: Omit<HistoryFilter, 'page'>) => ({
  kind: filter.kinds.length === 0 ? undefined : filter.kinds.join(','),
  from: filter.from ?? undefined,
  to: filter.to ?? undefined,
});

const METHODS = ['card', 'bank_transfer', 'e_wallet'] as const;
const isMethod = (value: string | undefined): value is TransactionDetails['method'] & string => (METHODS as readonly (string | undefined)[]).includes(value);

const detailsOf = (value: unknown): TransactionDetails => {
  const decoded = Details.decode(value);
  return decoded._tag === 'Right' ? readDetails(decoded.right) : NO_DETAILS;
};

const readDetails = (wire: t.TypeOf<typeof Details>): TransactionDetails => ({
  method: isMethod(wire.method) ? wire.method : null,
  // Only four digits are a card's end; anything else is not shown.
  cardLast4: wire.cardLast4 !== undefined && /^\d{4}$/.test(wire.cardLast4) ? wire.cardLast4 : null,
  bankAccount: wire.bankAccount ?? null,
  counterparty: wire.counterparty ?? null,
});

/**
 * CSH-08: a status read leniently. One the site knows is translated; another word of the platform's
 * (letters, digits, spaces, `_` or `-`, up to 32) is shown as it is; anything else is no status.
 */
export const statusOf = (value: unknown): LineStatus => {
  if (typeof value !== 'string') return null;
  const word = value.trim();
  if (isTransactionStatus(word)) return { known: word };
  return /^[\p{L}\p{N}][\p{L}\p{N} _-]{0,31}$/u.test(word) ? { unknown: word } : null;
};

const toPage = (body: t.TypeOf<typeof HistoryBody>): Either<GatewayError, HistoryPage> => {
  const items: Transaction[] = [];
  for (const wire of body.items) {
    const amount = moneyOf(wire.amount, wire.currency);
    // An unreadable amount would show wrong: the answer fails. A kind the site does not know yet is
    // named by the platform's own words instead.
    if (amount === null) return left({ code: 'DECODE', detail: `unreadable transaction ${wire.id}` });
    items.push({
      id: wire.id,
      kind: isTransactionKind(wire.kind) ? wire.kind : null,
      amount,
      formattedAmount: wire.formattedAmount,
      createdAt: wire.createdAt,
      description: wire.description,
      details: detailsOf(wire.details),
      status: statusOf(wire.status),
    });
  }
  return right({ items, page: Math.max(1, body.page), pageSize: Math.max(1, body.pageSize), total: body.total });
};

/** The transaction history (beyond the spec; path decided in docs/api.md), a page at a time, and its CSV export. */
export class HttpTransactionHistoryGateway implements TransactionHistoryGateway {
  constructor(private readonly http: HttpClient) {}

  async page(session: SessionId, filter: HistoryFilter, signal?: AbortSignal): Promise<Either<GatewayError, HistoryPage>> {
    const body = await this.http.json(
      {
        method: 'GET',
        path: sessionPath`/services/payment/v1/profiles/${session}/transactions`,
        query: { ...filterQuery(filter), page: filter.page, pageSize: HISTORY_PAGE_SIZE },
        session,
        signal,
      },
      HistoryBody,
    );
    return body._tag === 'Left' ? body : toPage(body.right);
  }

  csvUrl(session: SessionId, filter: Omit<HistoryFilter, 'page'>): string {
    return this.http.urlOf({ path: sessionPath`/services/payment/v1/profiles/${session}/transactions.csv`, query: filterQuery(filter) });
  }
}

import type { Money } from '../wallet';

/** The kinds of line in the transaction history, as the platform names them. */
export const TRANSACTION_KINDS = [
  'deposit',
  'withdrawal',
  'withdrawal_reversal',
  'withdrawal_rejection',
  'bet',
  'win',
  'sports_bet',
  'sports_win',
  'transfer_in',
  'transfer_out',
  'redemption',
  'adjustment',
] as const;

export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

export const isTransactionKind = (value: string): value is TransactionKind => (TRANSACTION_KINDS as readonly string[]).includes(value);

/** Where a deposit or a withdrawal stands, as the platform says it (CSH-06). */
export const TRANSACTION_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;

export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const isTransactionStatus = (value: string): value is TransactionStatus => (TRANSACTION_STATUSES as readonly string[]).includes(value);

/**
 * A line's status: one the site knows, or the platform's own word for one it does not know yet
 * (shown as it is, CSH-08), or none (a bet, a win, a line the platform gives no status).
 */
export type LineStatus = { readonly known: TransactionStatus } | { readonly unknown: string } | null;

/** What the platform says of a line as data, so the site says it in the player's language. */
export interface TransactionDetails {
  readonly method: 'card' | 'bank_transfer' | 'e_wallet' | null;
  readonly cardLast4: string | null;
  /** A bank withdrawal's account, masked by the platform. */
  readonly bankAccount: string | null;
  /** The other player of a transfer, masked by the platform. */
  readonly counterparty: string | null;
}

export const NO_DETAILS: TransactionDetails = { method: null, cardLast4: null, bankAccount: null, counterparty: null };

/**
 * One line of the history: `amount` is the signed change to the player's money. `kind` is null for a
 * kind this site does not know yet: the line is then named by the platform's `description` (English).
 */
export interface Transaction {
  readonly id: string;
  readonly kind: TransactionKind | null;
  readonly amount: Money;
  readonly formattedAmount: string;
  /** ISO 8601. */
  readonly createdAt: string;
  readonly description: string;
  readonly details: TransactionDetails;
  readonly status: LineStatus;
}

/** What the player chose to see: kinds (none = all), an inclusive date range (UTC days), a page. */
export interface HistoryFilter {
  readonly kinds: readonly TransactionKind[];
  /** `YYYY-MM-DD`. */
  readonly from: string | null;
  readonly to: string | null;
  /** From 1. */
  readonly page: number;
}

export interface HistoryPage {
  readonly items: readonly Transaction[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

export const HISTORY_PAGE_SIZE = 20;

export const NO_FILTER: HistoryFilter = { kinds: [], from: null, to: null, page: 1 };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The platform refuses pages beyond any real history; this keeps a typed address from asking silly ones. */
const MAX_PAGE = 10_000;

/** A real calendar day written `YYYY-MM-DD`, else null. */
export const isoDay = (value: string | null | undefined): string | null => {
  const match = ISO_DAY.exec(value ?? '');
  if (match === null) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? (value as string) : null;
};

/**
 * The filter kept in the page's address (`?kind=deposit,bet&from=2026-11-01&to=2026-11-30&page=2`).
 * Whatever a typed or stale address holds that is not a known kind, a real day or a page number is
 * ignored, so the page never asks the platform something it would refuse.
 */
export const filterFromSearch = (search: { get(name: string): string | null }): HistoryFilter => {
  const kinds = (search.get('kind') ?? '')
    .split(',')
    .map((kind) => kind.trim())
    .filter(isTransactionKind);
  const page = Number(search.get('page') ?? '1');
  let from = isoDay(search.get('from'));
  let to = isoDay(search.get('to'));
  if (from !== null && to !== null && from > to) [from, to] = [to, from];
  return {
    kinds: [...new Set(kinds)],
    from,
    to,
    page: Number.isSafeInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
};

/** The address's query for a filter; the first page and empty fields are left out. */
export const filterToSearch = (filter: HistoryFilter): string => {
  const params: string[] = [];
  if (filter.kinds.length > 0) params.push(`kind=${filter.kinds.join(',')}`);
  if (filter.from !== null) params.push(`from=${filter.from}`);
  if (filter.to !== null) params.push(`to=${filter.to}`);
  if (filter.page > 1) params.push(`page=${filter.page}`);
  return params.length === 0 ? '' : `?${params.join('&')}`;
};

export const pageCountOf = (page: Pick<HistoryPage, 'pageSize' | 'total'>): number => Math.max(1, Math.ceil(page.total / Math.max(1, page.pageSize)));

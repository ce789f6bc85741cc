import type { MethodGroupQuery, PaymentType, Channel } from './method-groups.ts';
import type { MoneyFieldError } from './money-request.ts';
import { historyKinds, type HistoryFilter, type HistoryKind } from './transaction-history.ts';
import { withdrawalStatuses, type WithdrawalStatus } from './withdrawals.ts';

/** A query string as Fastify parses it: a repeated parameter is an array. */
export type QueryString = Record<string, string | string[] | undefined>;

type Read<T> = { ok: true } & T;
type Refused = { ok: false; errors: MoneyFieldError[] };

/** One value of a parameter: absent (undefined), or its text; repeated is an error. */
function single(query: QueryString, name: string, errors: MoneyFieldError[]): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) {
    errors.push({ field: name, cause: 'INVALID_FORMAT' });
    return undefined;
  }
  return value === '' ? undefined : value;
}

function required(query: QueryString, name: string, pattern: RegExp, errors: MoneyFieldError[]): string | undefined {
  const value = single(query, name, errors);
  if (value === undefined) {
    if (!errors.some((error) => error.field === name)) errors.push({ field: name, cause: 'REQUIRED' });
    return undefined;
  }
  if (!pattern.test(value)) {
    errors.push({ field: name, cause: 'INVALID_FORMAT' });
    return undefined;
  }
  return value;
}

const channels: readonly Channel[] = ['DESKTOP', 'MOBILE'];

/** CASH-03's query: brand, currency, payment type and region are required; channel, cp and ct are optional. */
export function readMethodGroupQuery(query: QueryString): Read<{ query: MethodGroupQuery }> | Refused {
  const errors: MoneyFieldError[] = [];
  required(query, 'brand', /^[A-Za-z0-9_.-]{1,64}$/, errors);
  const currency = required(query, 'currency', /^[A-Za-z]{3,5}$/, errors);
  const paymentType = required(query, 'paymentType', /^[DW]$/, errors) as PaymentType | undefined;
  const region = required(query, 'region', /^[A-Z]{2}(-[A-Z0-9]{1,3})?$/, errors);
  const channelText = single(query, 'channel', errors)?.toUpperCase();
  const channel = channels.find((known) => known === channelText);
  if (channelText !== undefined && channel === undefined) errors.push({ field: 'channel', cause: 'INVALID_FORMAT' });
  for (const optional of ['cp', 'ct']) single(query, optional, errors);
  if (errors.length > 0 || currency === undefined || paymentType === undefined || region === undefined) return { ok: false, errors };
  return { ok: true, query: { paymentType, currency, region, ...(channel === undefined ? {} : { channel }) } };
}

export function readWithdrawalStatus(query: QueryString): Read<{ status: WithdrawalStatus | null }> | Refused {
  const errors: MoneyFieldError[] = [];
  const text = single(query, 'status', errors);
  if (text === undefined) return errors.length > 0 ? { ok: false, errors } : { ok: true, status: null };
  const status = withdrawalStatuses.find((known) => known === text);
  return status === undefined ? { ok: false, errors: [{ field: 'status', cause: 'INVALID_FORMAT' }] } : { ok: true, status };
}

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayMs = 86_400_000;

/** Midnight UTC of an ISO date, or null when it is not a real calendar day. */
function dayStart(text: string): Date | null {
  const match = isoDay.exec(text);
  if (match === null) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text ? date : null;
}

function positiveInteger(text: string | undefined, fallback: number, max: number): number | null {
  if (text === undefined) return fallback;
  if (!/^\d{1,6}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= max ? value : null;
}

export interface HistoryQuery {
  filter: HistoryFilter;
  page: number;
  pageSize: number;
}

/** The history's filters (`kind`, `from`, `to`) and, for the JSON list, its paging (`page`, `pageSize`). */
export function readHistoryQuery(query: QueryString, { paged }: { paged: boolean }): Read<{ query: HistoryQuery }> | Refused {
  const errors: MoneyFieldError[] = [];
  const kindText = single(query, 'kind', errors);
  let kinds: HistoryKind[] | null = null;
  if (kindText !== undefined) {
    kinds = [];
    for (const name of kindText.split(',')) {
      const kind = historyKinds.find((known) => known === name.trim());
      if (kind === undefined) {
        errors.push({ field: 'kind', cause: 'INVALID_FORMAT' });
        break;
      }
      kinds.push(kind);
    }
  }
  const fromText = single(query, 'from', errors);
  const toText = single(query, 'to', errors);
  const from = fromText === undefined ? null : dayStart(fromText);
  const toDay = toText === undefined ? null : dayStart(toText);
  if (fromText !== undefined && from === null) errors.push({ field: 'from', cause: 'INVALID_FORMAT' });
  if (toText !== undefined && toDay === null) errors.push({ field: 'to', cause: 'INVALID_FORMAT' });
  if (from !== null && toDay !== null && toDay < from) errors.push({ field: 'to', cause: 'INVALID_FORMAT' });
  const page = paged ? positiveInteger(single(query, 'page', errors), 1, 1_000_000) : 1;
  const pageSize = paged ? positiveInteger(single(query, 'pageSize', errors), 20, 100) : 20;
  if (page === null) errors.push({ field: 'page', cause: 'INVALID_FORMAT' });
  if (pageSize === null) errors.push({ field: 'pageSize', cause: 'INVALID_FORMAT' });
  if (errors.length > 0 || page === null || pageSize === null) return { ok: false, errors };
  const until = toDay === null ? null : new Date(toDay.getTime() + dayMs);
  return { ok: true, query: { filter: { kinds, from, until }, page, pageSize } };
}

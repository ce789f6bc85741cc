import { describe, expect, it } from 'vitest';
import { NO_FILTER } from '../../domain/cashier';
import type { SessionId } from '../../domain/session';
import { HttpClient } from '../shared/http-client';
import { HttpTransactionHistoryGateway } from './http-transaction-history-gateway';

const SESSION = 'session-1' as SessionId;

/** A gateway over a platform that answers every call with `body`. */
const answering = (body: unknown) => {
  const fetch = async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  return new HttpTransactionHistoryGateway(new HttpClient({ baseUrl: 'https://platform.test', fetch }));
};

const line = (overrides: Record<string, unknown> = {}) => ({
  id: 'txn_1',
  kind: 'deposit',
  amount: 2500,
  currency: 'EUR',
  formattedAmount: '€25.00',
  createdAt: '2026-11-01T10:00:00.000Z',
  description: 'Card deposit •••• 4242',
  details: { method: 'card', cardLast4: '4242' },
  ...overrides,
});

const itemsOf = async (...lines: unknown[]) => {
  const page = await answering({ items: lines, page: 1, pageSize: 20, total: lines.length }).page(SESSION, NO_FILTER);
  return page._tag === 'Right' ? page.right.items.map(({ kind, description, details }) => ({ kind, description, details })) : page.left;
};

describe('HttpTransactionHistoryGateway (EDGE-05)', () => {
  it('reads the kind and what the platform says of the line as data, so the site says it in the player’s language', async () => {
    expect(await itemsOf(line(), line({ kind: 'transfer_out', amount: -300, description: 'Sent to b••@demo.test', details: { counterparty: 'b••@demo.test' } }))).toEqual([
      { kind: 'deposit', description: 'Card deposit •••• 4242', details: { method: 'card', cardLast4: '4242', bankAccount: null, counterparty: null } },
      { kind: 'transfer_out', description: 'Sent to b••@demo.test', details: { method: null, cardLast4: null, bankAccount: null, counterparty: 'b••@demo.test' } },
    ]);
  });

  it('keeps a kind it does not know, with the platform’s words to name it, rather than failing the page', async () => {
    expect(await itemsOf(line({ kind: 'cashback', description: 'Weekly cashback', details: {} }))).toEqual([
      { kind: null, description: 'Weekly cashback', details: { method: null, cardLast4: null, bankAccount: null, counterparty: null } },
    ]);
  });

  it.each([
    ['missing', undefined],
    ['not an object', 'card 4242'],
    ['of the wrong types', { method: 7, cardLast4: ['4242'] }],
  ])('ignores details %s', async (_, details) => {
    expect(await itemsOf(line({ details }))).toMatchObject([{ kind: 'deposit', details: { method: null, cardLast4: null } }]);
  });

  it('shows no card end that is not four digits, nor a method it does not know', async () => {
    expect(await itemsOf(line({ details: { method: 'crypto', cardLast4: '<b>1</b>' } }))).toMatchObject([{ details: { method: null, cardLast4: null } }]);
  });

  it('fails the page on an amount it cannot read', async () => {
    expect(await itemsOf(line({ amount: 12.5 }))).toMatchObject({ code: 'DECODE' });
  });

  it('reads a line’s status leniently: a known one as such, another word as the platform’s, anything else as none (CSH-08)', async () => {
    const statuses = async (...values: unknown[]) => {
      const page = await answering({ items: values.map((status, index) => line({ id: `txn_${index}`, status })), page: 1, pageSize: 20, total: values.length }).page(SESSION, NO_FILTER);
      return page._tag === 'Right' ? page.right.items.map((item) => item.status) : page.left;
    };
    expect(await statuses('pending', 'approved', 'rejected', 'cancelled')).toEqual([{ known: 'pending' }, { known: 'approved' }, { known: 'rejected' }, { known: 'cancelled' }]);
    expect(await statuses('on_hold', 'En revisión')).toEqual([{ unknown: 'on_hold' }, { unknown: 'En revisión' }]);
    expect(await statuses(undefined, null, 42, { known: 'approved' }, '', '<script>', 'x'.repeat(40))).toEqual([null, null, null, null, null, null, null]);
    const withoutStatus = await answering({ items: [line()], page: 1, pageSize: 20, total: 1 }).page(SESSION, NO_FILTER);
    expect(withoutStatus._tag === 'Right' ? withoutStatus.right.items[0]?.status : 'failed').toBeNull();
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { record } from '../../test-support/harness.ts';
import { playRound, startGame, gameWhere } from '../../test-support/game-play.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';
import { csvText, historyCsv } from './history-csv.ts';
import { approvedCard, confirmationCard, declinedCard, freshPlayer, moneyPost, paymentPath } from '../../test-support/payments.ts';

const sandbox = useTestSandbox({ own: true });

const dayMs = 86_400_000;
const history = (session: string, query = '') => sandbox.request('GET', paymentPath(session, `transactions${query}`));
const itemsOf = (body: unknown) => (record(body).items as Record<string, unknown>[]).map((item) => ({ kind: item.kind, amount: item.amount }));
const today = () => new Date(sandbox.now()).toISOString().slice(0, 10);

describe('transaction history', { timeout: 60_000 }, () => {
  it('lists every movement of the player’s money, newest first, with signed minor units', async () => {
    const sender = await freshPlayer(sandbox, 'alice@demo.test');
    const recipient = await freshPlayer(sandbox, 'bob@demo.test');
    await moneyPost(sandbox, sender.session, 'deposits', { amount: 2500, currency: 'EUR', method: 'CARD', card: approvedCard });
    const withdrawn = await moneyPost(sandbox, sender.session, 'withdrawals', { amount: 1000, currency: 'EUR', method: 'CBT', accountId: 'bank-alice-1' });
    await moneyPost(sandbox, sender.session, `withdrawals/${String(record(withdrawn.body).id)}/reversal`, {});
    const paidOut = await moneyPost(sandbox, sender.session, 'withdrawals', { amount: 1500, currency: 'EUR', method: 'CARD' });
    await sandbox.control('POST', `/sandbox/control/withdrawals/${String(record(paidOut.body).id)}/approve`);
    const rejected = await moneyPost(sandbox, sender.session, 'withdrawals', { amount: 1200, currency: 'EUR', method: 'CARD' });
    await sandbox.control('POST', `/sandbox/control/withdrawals/${String(record(rejected.body).id)}/reject`);
    await moneyPost(sandbox, sender.session, 'transfers', { amount: 300, currency: 'EUR', recipient: recipient.username });

    const answer = await history(sender.session);
    expect(answer.status).toBe(200);
    expect(record(answer.body)).toMatchObject({ page: 1, pageSize: 20, total: 8 });
    expect(itemsOf(answer.body)).toEqual([
      { kind: 'transfer_out', amount: -300 },
      { kind: 'withdrawal_rejection', amount: 1200 },
      { kind: 'withdrawal', amount: -1200 },
      { kind: 'withdrawal', amount: -1500 },
      { kind: 'withdrawal_reversal', amount: 1000 },
      { kind: 'withdrawal', amount: -1000 },
      { kind: 'deposit', amount: 2500 },
      { kind: 'adjustment', amount: 20_000 },
    ]);
    const [transferOut] = record(answer.body).items as Record<string, unknown>[];
    expect(transferOut).toMatchObject({ currency: 'EUR', formattedAmount: '-€3.00', description: 'Sent to b••@demo.test', details: { counterparty: 'b••@demo.test' } });
    expect(String(transferOut?.id)).toMatch(/^txn_/);
    expect((record(answer.body).items as Record<string, unknown>[]).map((item) => item.description)).toContain('Withdrawal by bank transfer to MT84 MALT •••• 6789');
    // What a client needs to say each line in its player's language, beside the platform's English.
    expect((record(answer.body).items as Record<string, unknown>[]).map((item) => item.details)).toEqual([
      { counterparty: 'b••@demo.test' },
      {},
      { method: 'card' },
      { method: 'card' },
      {},
      { method: 'bank_transfer', bankAccount: 'MT84 MALT •••• 6789' },
      { method: 'card', cardLast4: expect.stringMatching(/^\d{4}$/) },
      {},
    ]);
    expect(itemsOf((await history(recipient.session)).body)[0]).toEqual({ kind: 'transfer_in', amount: 300 });
  });

  it('says where each deposit and withdrawal stands: pending, approved, rejected or cancelled (CSH-06)', async () => {
    const { session } = await freshPlayer(sandbox, 'alice@demo.test');
    const card = (card: unknown, amount: number) => moneyPost(sandbox, session, 'deposits', { amount, currency: 'EUR', method: 'CARD', card });
    await card(approvedCard, 2500);
    await card(declinedCard, 1100);
    const waiting = await card(confirmationCard, 1300);
    const failing = await card(confirmationCard, 1400);
    for (const code of ['0001', '0002', '0003']) await sandbox.request('POST', paymentPath(session, `deposits/${String(record(failing.body).id)}/confirmation`), { body: { code } });
    await moneyPost(sandbox, session, 'deposits', { amount: 3000, currency: 'EUR', method: 'CBT', bankAccount: { iban: 'DE89 3704 0044 0532 0130 00' } });
    await moneyPost(sandbox, session, 'withdrawals', { amount: 2000, currency: 'EUR', method: 'CARD' });
    const approved = await moneyPost(sandbox, session, 'withdrawals', { amount: 1000, currency: 'EUR', method: 'CARD' });
    await sandbox.control('POST', `/sandbox/control/withdrawals/${String(record(approved.body).id)}/approve`);
    const rejected = await moneyPost(sandbox, session, 'withdrawals', { amount: 1200, currency: 'EUR', method: 'CARD' });
    await sandbox.control('POST', `/sandbox/control/withdrawals/${String(record(rejected.body).id)}/reject`);
    const cancelled = await moneyPost(sandbox, session, 'withdrawals', { amount: 1500, currency: 'EUR', method: 'CBT', accountId: 'bank-alice-1' });
    await moneyPost(sandbox, session, `withdrawals/${String(record(cancelled.body).id)}/reversal`, {});

    const items = record((await history(session, '?kind=deposit,withdrawal')).body).items as Record<string, unknown>[];
    const seen = items.map((item) => ({ kind: item.kind, amount: item.amount, status: item.status }));
    expect(seen).toEqual([
      { kind: 'withdrawal', amount: -1500, status: 'cancelled' },
      { kind: 'withdrawal', amount: -1200, status: 'rejected' },
      { kind: 'withdrawal', amount: -1000, status: 'approved' },
      { kind: 'withdrawal', amount: -2000, status: 'pending' },
      { kind: 'deposit', amount: 3000, status: 'approved' },
      { kind: 'deposit', amount: 1400, status: 'cancelled' },
      { kind: 'deposit', amount: 1300, status: 'pending' },
      { kind: 'deposit', amount: 1100, status: 'rejected' },
      { kind: 'deposit', amount: 2500, status: 'approved' },
    ]);
    expect(items[4]).toMatchObject({ description: 'Bank transfer deposit from DE •••• 3000', details: { method: 'bank_transfer', bankAccount: 'DE •••• 3000' } });
    expect(String(items[6]?.id)).toBe(`txn_${String(record(waiting.body).id)}`);
    // Lines that are neither a deposit nor a withdrawal have no status.
    const others = record((await history(session, '?kind=withdrawal_rejection,withdrawal_reversal,adjustment')).body).items as Record<string, unknown>[];
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((item) => !('status' in item))).toBe(true);
    const csv = (await sandbox.request('GET', paymentPath(session, 'transactions.csv?kind=withdrawal'))).text.trimEnd().split('\r\n');
    expect(csv[0]).toBe('date,kind,description,amount,currency,status');
    expect(csv.slice(1).map((row) => row.split(',').at(-1))).toEqual(['cancelled', 'rejected', 'approved', 'pending']);
  });

  it('shows real-money bets and wins of the casino', async () => {
    const { session } = await freshPlayer(sandbox);
    const game = await startGame(sandbox, gameWhere((candidate) => candidate.kind === 'slot' && !candidate.jackpot).id, session, 'real');
    expect((await playRound(sandbox, game.playToken, { stake: 1 })).status).toBe(200);
    const kinds = itemsOf((await history(session, '?kind=bet,win')).body).map((item) => item.kind);
    expect(kinds).toContain('bet');
    expect(itemsOf((await history(session, '?kind=bet')).body)[0]?.amount).toBeLessThan(0);
  });

  it('filters by kind and by date range (inclusive, UTC) and pages', async () => {
    const { username, password, session: firstSession } = await freshPlayer(sandbox);
    for (const amount of [1000, 1100, 1200]) await moneyPost(sandbox, firstSession, 'deposits', { amount, currency: 'EUR', method: 'CARD', card: approvedCard });
    const firstDay = today();
    sandbox.advanceClock(2 * dayMs);
    // Two days idle end the first session.
    const session = await sandbox.sessionFor(username, password);
    await moneyPost(sandbox, session, 'deposits', { amount: 1300, currency: 'EUR', method: 'CARD', card: approvedCard });
    const secondDay = today();

    expect(itemsOf((await history(session, '?kind=deposit')).body)).toEqual([
      { kind: 'deposit', amount: 1300 },
      { kind: 'deposit', amount: 1200 },
      { kind: 'deposit', amount: 1100 },
      { kind: 'deposit', amount: 1000 },
    ]);
    expect(itemsOf((await history(session, `?kind=deposit&from=${secondDay}&to=${secondDay}`)).body)).toEqual([{ kind: 'deposit', amount: 1300 }]);
    expect(itemsOf((await history(session, `?kind=deposit&to=${firstDay}`)).body)).toHaveLength(3);
    const page2 = await history(session, '?kind=deposit&page=2&pageSize=3');
    expect(record(page2.body)).toMatchObject({ page: 2, pageSize: 3, total: 4 });
    expect(itemsOf(page2.body)).toEqual([{ kind: 'deposit', amount: 1000 }]);
    expect(record((await history(session, '?kind=deposit&page=9')).body)).toMatchObject({ items: [], total: 4 });
  });

  it.each([
    ['an unknown kind', '?kind=deposit,lottery', 'kind'],
    ['a date that is not one', '?from=2026-02-30', 'from'],
    ['a range that ends before it starts', '?from=2026-11-02&to=2026-11-01', 'to'],
    ['page 0', '?page=0', 'page'],
    ['a page size above 100', '?pageSize=101', 'pageSize'],
    ['a fractional page', '?page=1.5', 'page'],
  ])('refuses %s with 422', async (_name, query, field) => {
    const { session } = await freshPlayer(sandbox);
    expect(await history(session, query)).toMatchObject({ status: 422, body: { fieldErrors: [{ field, cause: 'INVALID_FORMAT' }] } });
  });

  it('exports the matching lines as a CSV file, amounts in major units', async () => {
    const { session } = await freshPlayer(sandbox, 'yen@demo.test');
    await moneyPost(sandbox, session, 'deposits', { amount: 1200, currency: 'JPY', method: 'CARD', card: approvedCard });
    const csv = await sandbox.request('GET', paymentPath(session, 'transactions.csv?kind=deposit,adjustment'));
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="transactions-${today()}.csv"`);
    const rows = csv.text.trimEnd().split('\r\n');
    expect(rows[0]).toBe('date,kind,description,amount,currency,status');
    expect(rows[1]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z,deposit,Card deposit •••• 4242,1200,JPY,approved$/);
    expect(rows[2]).toMatch(/,adjustment,Balance adjustment,15000,JPY,$/);
    expect((await sandbox.request('GET', paymentPath(session, 'transactions.csv?kind=nothing'))).status).toBe(422);
  });
});

describe('CSV cells', () => {
  it('defuse text a spreadsheet would run as a formula, and quote what needs quoting', () => {
    expect(csvText('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvText('+1')).toBe('"\'+1"');
    expect(csvText('-2')).toBe('"\'-2"');
    expect(csvText('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvText('\tcmd')).toBe('"\'\tcmd"');
    expect(csvText('\rcmd')).toBe('"\'\rcmd"');
    expect(csvText('a, "b"')).toBe('"a, ""b"""');
    expect(csvText('Casino bet')).toBe('Casino bet');
  });

  it('keep amounts as numbers (a negative amount is not defused)', () => {
    const csv = historyCsv([
      { id: 'txn_1', kind: 'bet', amount: -100, currency: 'EUR', formattedAmount: '-€1.00', createdAt: '2026-11-01T10:00:00.000Z', description: '=cmd|calc', details: {} },
    ]);
    expect(csv).toBe('date,kind,description,amount,currency,status\r\n2026-11-01T10:00:00.000Z,bet,"\'=cmd|calc",-1.00,EUR,\r\n');
  });
});

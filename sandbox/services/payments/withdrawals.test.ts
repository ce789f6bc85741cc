// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoPassword, record } from '../../test-support/harness.ts';
import { rawRequest } from '../../test-support/raw-http.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';
import { freshPlayer, moneyPost, newKey, paymentPath, walletOf } from '../../test-support/payments.ts';

const sandbox = useTestSandbox();

const withdrawal = (amount: unknown, extra: Record<string, unknown> = {}) => ({ amount, currency: 'EUR', method: 'CARD', ...extra });
const list = async (session: string, query = '') => sandbox.request('GET', paymentPath(session, `withdrawals${query}`));
const reverse = (session: string, id: string, key = newKey()) => moneyPost(sandbox, session, `withdrawals/${id}/reversal`, {}, key);
const idOf = (body: unknown) => String(record(body).id);

describe('withdrawals', { timeout: 30_000 }, () => {
  it('moves the amount from the withdrawable balance to pending, and lists it with its formatted amount (CASH-05)', async () => {
    const { session } = await freshPlayer(sandbox);
    const answer = await moneyPost(sandbox, session, 'withdrawals', withdrawal(5000));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ status: 'PENDING', amount: 5000, currency: 'EUR', formattedAmount: '€50.00', method: 'CARD', reversible: true });
    expect(idOf(answer.body)).toMatch(/^wdr_/);
    // The ready template holds Withdrawable 100 of a Playable 125.50; its wallet now reports the pending amount too.
    expect(await walletOf(sandbox, session)).toMatchObject({ Withdrawable: 50, Playable: 75.5, PendingWithdrawal: 50, Total: 75.5 });
    expect(await list(session, '?status=PENDING')).toMatchObject({ status: 200, body: [{ id: idOf(answer.body), amount: 5000, formattedAmount: '€50.00' }] });
  });

  it('takes only the withdrawable balance: more is 402 with what is withdrawable, and nothing moves', async () => {
    const { session } = await freshPlayer(sandbox);
    const answer = await moneyPost(sandbox, session, 'withdrawals', withdrawal(10_001));
    expect(answer).toMatchObject({ status: 402, body: { errorCode: 'INSUFFICIENT_FUNDS', withdrawable: 10_000 } });
    expect(await walletOf(sandbox, session)).toMatchObject({ Withdrawable: 100, Playable: 125.5 });
    expect((await list(session)).body).toEqual([]);
  });

  it('lets the player cancel a pending withdrawal where the jurisdiction allows it, once', async () => {
    const { session } = await freshPlayer(sandbox);
    const id = idOf((await moneyPost(sandbox, session, 'withdrawals', withdrawal(3000))).body);
    const key = newKey();
    const reversed = await reverse(session, id, key);
    expect(reversed).toMatchObject({ status: 200, body: { id, status: 'REVERSED', reversible: false } });
    expect(await reverse(session, id, key)).toEqual(expect.objectContaining({ status: 200, body: reversed.body }));
    expect(await reverse(session, id)).toMatchObject({ status: 409, body: { errorCode: 'NOT_PENDING' } });
    expect(await walletOf(sandbox, session)).toMatchObject({ Withdrawable: 100, PendingWithdrawal: 0 });
    expect((await list(session, '?status=REVERSED')).body).toMatchObject([{ id, status: 'REVERSED' }]);
  });

  it('refuses a reversal in a jurisdiction that forbids it (GB), and shows the withdrawal as not reversible', async () => {
    const session = await sandbox.sessionFor('london@demo.test', demoPassword('london@demo.test'));
    const pending = await list(session, '?status=PENDING');
    expect(pending.body).toMatchObject([{ amount: 2500, currency: 'GBP', formattedAmount: '£25.00', reversible: false }]);
    const [seeded] = pending.body as unknown[];
    expect(await reverse(session, idOf(seeded))).toMatchObject({ status: 403, body: { errorCode: 'REVERSAL_NOT_ALLOWED' } });
    expect(await walletOf(sandbox, session)).toMatchObject({ Withdrawable: 125, PendingWithdrawal: 25 });
  });

  it('follows the jurisdiction setting: a subdivision row first, then the country, and test control changes it', async () => {
    const { session } = await freshPlayer(sandbox, 'ready@demo.test', { countryCode: 'CA', subdivision: 'CA-ON' });
    const id = idOf((await moneyPost(sandbox, session, 'withdrawals', withdrawal(2000))).body);
    expect((await list(session)).body).toMatchObject([{ id, reversible: true }]);
    expect(await sandbox.control('PATCH', '/sandbox/control/jurisdictions/CA-ON', { withdrawalReversal: false })).toMatchObject({
      status: 200,
      body: { code: 'CA-ON', withdrawalReversal: false },
    });
    expect((await list(session)).body).toMatchObject([{ id, reversible: false }]);
    expect((await reverse(session, id)).status).toBe(403);
    await sandbox.control('PATCH', '/sandbox/control/jurisdictions/CA-ON', { withdrawalReversal: true });
    expect((await reverse(session, id)).status).toBe(200);
    expect((await sandbox.control('PATCH', '/sandbox/control/jurisdictions/XX', { withdrawalReversal: true })).status).toBe(404);
    expect((await sandbox.control('PATCH', '/sandbox/control/jurisdictions/MT', { withdrawalReversal: 'yes' })).status).toBe(422);
  });

  it("answers 404 for another player's withdrawal or an unknown one", async () => {
    const owner = await freshPlayer(sandbox);
    const other = await freshPlayer(sandbox);
    const id = idOf((await moneyPost(sandbox, owner.session, 'withdrawals', withdrawal(2000))).body);
    expect((await reverse(other.session, id)).status).toBe(404);
    expect((await reverse(owner.session, 'wdr_unknown')).status).toBe(404);
    expect((await list(owner.session, '?status=PENDING')).body).toHaveLength(1);
  });

  it('sends a bank transfer only to a linked account, and only where a CBT group exists', async () => {
    const alice = await freshPlayer(sandbox, 'alice@demo.test');
    expect(await moneyPost(sandbox, alice.session, 'withdrawals', withdrawal(2000, { method: 'CBT', accountId: 'bank-alice-1' }))).toMatchObject({
      status: 201,
      body: { method: 'CBT', accountId: 'bank-alice-1' },
    });
    expect(await moneyPost(sandbox, alice.session, 'withdrawals', withdrawal(2000, { method: 'CBT', accountId: 'someone-else' }))).toMatchObject({
      status: 422,
      body: { fieldErrors: [{ field: 'accountId', cause: 'INVALID_FORMAT' }] },
    });
    expect((await moneyPost(sandbox, alice.session, 'withdrawals', withdrawal(2000, { method: 'CBT' }))).status).toBe(422);
    const yen = await freshPlayer(sandbox, 'yen@demo.test', { personaLinkedAccounts: [{ id: 'bank-jp', type: 'BANK', label: 'JP bank' }] });
    expect(await moneyPost(sandbox, yen.session, 'withdrawals', { amount: 2000, currency: 'JPY', method: 'CBT', accountId: 'bank-jp' })).toMatchObject({
      status: 403,
      body: { errorCode: 'METHOD_NOT_AVAILABLE' },
    });
  });

  it.each([
    ['below 10.00', withdrawal(999), 'amount', 'TOO_SMALL'],
    ['above 5,000.00', withdrawal(500_001), 'amount', 'TOO_LARGE'],
    ['a fraction of a cent', withdrawal(10.5), 'amount', 'INVALID_FORMAT'],
    ['NaN as a string', withdrawal('NaN'), 'amount', 'INVALID_FORMAT'],
    ['an unknown method', withdrawal(2000, { method: 'CASH' }), 'method', 'INVALID_FORMAT'],
    ['another currency', withdrawal(2000, { currency: 'USD' }), 'currency', 'CURRENCY_MISMATCH'],
  ])('refuses %s with a field error', async (_name, body, field, cause) => {
    const { session } = await freshPlayer(sandbox);
    expect(await moneyPost(sandbox, session, 'withdrawals', body)).toMatchObject({ status: 422, body: { fieldErrors: [{ field, cause }] } });
  });

  it('refuses a listing filter it does not know, and a reversal without an Idempotency-Key', async () => {
    const { session } = await freshPlayer(sandbox);
    expect((await list(session, '?status=LOST')).status).toBe(422);
    expect((await sandbox.request('GET', '/sandbox/control/withdrawals?status=LOST')).status).toBe(422);
    const id = idOf((await moneyPost(sandbox, session, 'withdrawals', withdrawal(2000))).body);
    expect(await sandbox.request('POST', paymentPath(session, `withdrawals/${id}/reversal`), { body: {} })).toMatchObject({
      status: 422,
      body: { fieldErrors: [{ field: 'Idempotency-Key', cause: 'INVALID_FORMAT' }] },
    });
    expect((await list(session, '?status=PENDING')).body).toHaveLength(1);
  });

  it('answers a retried request from the first answer, even after the balance changed, and refuses the key for another amount', async () => {
    const { session } = await freshPlayer(sandbox);
    const key = newKey();
    const first = await moneyPost(sandbox, session, 'withdrawals', withdrawal(6000), key);
    const retry = await moneyPost(sandbox, session, 'withdrawals', withdrawal(6000), key);
    expect(retry).toEqual(expect.objectContaining({ status: 201, body: first.body }));
    expect(await walletOf(sandbox, session)).toMatchObject({ Withdrawable: 40, PendingWithdrawal: 60 });
    expect((await moneyPost(sandbox, session, 'withdrawals', withdrawal(1000), key)).status).toBe(409);
    expect((await list(session)).body).toHaveLength(1);
  });
});

describe('the operator', { timeout: 30_000 }, () => {
  it('approves a pending withdrawal: the money leaves for good, and the player can no longer cancel it', async () => {
    const { username, session } = await freshPlayer(sandbox);
    const id = idOf((await moneyPost(sandbox, session, 'withdrawals', withdrawal(4000))).body);
    const listed = await sandbox.request('GET', '/sandbox/control/withdrawals?status=PENDING');
    expect(listed.body).toContainEqual(expect.objectContaining({ id, username, amount: 4000, status: 'PENDING' }));
    expect(await sandbox.control('POST', `/sandbox/control/withdrawals/${id}/approve`)).toMatchObject({ status: 200, body: { id, status: 'APPROVED', username } });
    expect(await walletOf(sandbox, session)).toMatchObject({ Withdrawable: 60, PendingWithdrawal: 0, Total: 85.5 });
    expect(await reverse(session, id)).toMatchObject({ status: 409, body: { errorCode: 'NOT_PENDING' } });
    expect(await sandbox.control('POST', `/sandbox/control/withdrawals/${id}/reject`)).toMatchObject({ status: 409, body: { errorCode: 'NOT_PENDING' } });
    const ledger = await sandbox.request('GET', `/sandbox/control/players/${encodeURIComponent(username)}/ledger?limit=1`);
    expect(ledger.body).toMatchObject([
      { kind: 'withdrawal_payout', lines: expect.arrayContaining([{ account: 'house_payment_provider', currency: 'EUR', amount: 40 }]) },
    ]);
  });

  it('rejects a pending withdrawal: the money returns to cash', async () => {
    const { session } = await freshPlayer(sandbox);
    const id = idOf((await moneyPost(sandbox, session, 'withdrawals', withdrawal(4000))).body);
    expect(await sandbox.control('POST', `/sandbox/control/withdrawals/${id}/reject`)).toMatchObject({ status: 200, body: { id, status: 'REJECTED' } });
    expect(await walletOf(sandbox, session)).toMatchObject({ Withdrawable: 100, PendingWithdrawal: 0 });
    expect((await sandbox.control('POST', '/sandbox/control/withdrawals/wdr_unknown/approve')).status).toBe(404);
  });

  it('needs the control header for a decision', async () => {
    const { session } = await freshPlayer(sandbox);
    const id = idOf((await moneyPost(sandbox, session, 'withdrawals', withdrawal(4000))).body);
    expect((await sandbox.request('POST', `/sandbox/control/withdrawals/${id}/approve`, { body: {} })).status).toBe(403);
    expect((await list(session, '?status=PENDING')).body).toHaveLength(1);
  });

  it('has a console page listing the pending withdrawals with approve and reject buttons', async () => {
    const { username, session } = await freshPlayer(sandbox);
    const id = idOf((await moneyPost(sandbox, session, 'withdrawals', withdrawal(1234))).body);
    const page = await sandbox.request('GET', '/sandbox/console');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'nonce-[^']+'/);
    expect(page.text).toContain('<h1>Pending withdrawals</h1>');
    expect(page.text).toContain(username);
    expect(page.text).toContain('€12.34');
    expect(page.text).toContain(`data-decision="approve" data-withdrawal="${id}"`);
    expect(page.text).toContain(`data-decision="reject" data-withdrawal="${id}"`);
    // The seeded pending withdrawals are there too.
    expect(page.text).toContain('pending@demo.test');
    expect((await rawRequest(sandbox.url, { path: '/sandbox/console', headers: { host: 'evil.example' } })).status).toBe(403);
  });
});

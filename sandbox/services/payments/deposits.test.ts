// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { record } from '../../test-support/harness.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';
import { approvedCard, confirmationCard, declinedCard, freshPlayer, moneyPost, newKey, paymentPath, walletOf } from '../../test-support/payments.ts';

const sandbox = useTestSandbox();

const deposit = (amount: unknown, card: unknown = approvedCard, currency: unknown = 'EUR') => ({ amount, currency, method: 'CARD', card });

describe('deposits', { timeout: 30_000 }, () => {
  it('puts a test card deposit in the cash account at once, and marks the first deposit', async () => {
    const { session } = await freshPlayer(sandbox);
    const before = await walletOf(sandbox, session);
    expect((await sandbox.request('GET', `/services/payment/profiles/${session}/info`)).body).toEqual({ cp: ['STANDARD'], ct: 'REGULAR', ftd: false });

    const answer = await moneyPost(sandbox, session, 'deposits', deposit(2500));

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ status: 'COMPLETED', amount: 2500, currency: 'EUR', formattedAmount: '€25.00' });
    expect(String(record(answer.body).id)).toMatch(/^dep_/);
    const after = await walletOf(sandbox, session);
    expect(after.Withdrawable).toBe((before.Withdrawable ?? 0) + 25);
    expect(after.Playable).toBe((before.Playable ?? 0) + 25);
    expect((await sandbox.request('GET', `/services/payment/profiles/${session}/info`)).body).toMatchObject({ ftd: true });
  });

  it('declines the declining test card (and any other valid number) and moves nothing', async () => {
    const { session } = await freshPlayer(sandbox);
    const before = await walletOf(sandbox, session);
    const declined = await moneyPost(sandbox, session, 'deposits', deposit(2500, declinedCard));
    expect(declined).toMatchObject({ status: 402, body: { errorCode: 'CARD_DECLINED', deposit: { status: 'DECLINED', amount: 2500 } } });
    const unknownCard = await moneyPost(sandbox, session, 'deposits', deposit(2500, { ...approvedCard, number: '5555555555554444' }));
    expect(unknownCard).toMatchObject({ status: 402, body: { errorCode: 'CARD_DECLINED' } });
    expect(await walletOf(sandbox, session)).toEqual(before);
    expect((await sandbox.request('GET', `/services/payment/profiles/${session}/info`)).body).toMatchObject({ ftd: false });
  });

  it('moves nothing until the confirmation step, then moves the money once', async () => {
    const { session } = await freshPlayer(sandbox);
    const before = await walletOf(sandbox, session);
    const pending = await moneyPost(sandbox, session, 'deposits', deposit(5000, confirmationCard));
    expect(pending).toMatchObject({ status: 202, body: { status: 'CONFIRMATION_REQUIRED', amount: 5000 } });
    expect(await walletOf(sandbox, session)).toEqual(before);

    const id = String(record(pending.body).id);
    const confirm = (code: unknown) => sandbox.request('POST', paymentPath(session, `deposits/${id}/confirmation`), { body: { code } });
    expect(await confirm('0000')).toMatchObject({ status: 422, body: { fieldErrors: [{ field: 'code', cause: 'INVALID_CODE' }] } });
    expect(await confirm('1234')).toMatchObject({ status: 200, body: { id, status: 'COMPLETED' } });
    expect(await confirm('1234')).toMatchObject({ status: 200, body: { id, status: 'COMPLETED' } });
    expect((await walletOf(sandbox, session)).Withdrawable).toBe((before.Withdrawable ?? 0) + 50);
  });

  it('fails a deposit after three wrong codes, and no later code moves money', async () => {
    const { session } = await freshPlayer(sandbox);
    const before = await walletOf(sandbox, session);
    const id = String(record((await moneyPost(sandbox, session, 'deposits', deposit(5000, confirmationCard))).body).id);
    const confirm = (code: string) => sandbox.request('POST', paymentPath(session, `deposits/${id}/confirmation`), { body: { code } });
    expect((await confirm('1111')).status).toBe(422);
    expect((await confirm('2222')).status).toBe(422);
    expect(await confirm('3333')).toMatchObject({ status: 409, body: { errorCode: 'DEPOSIT_FAILED', deposit: { status: 'FAILED' } } });
    expect(await confirm('1234')).toMatchObject({ status: 409, body: { errorCode: 'NOT_CONFIRMABLE' } });
    expect(await walletOf(sandbox, session)).toEqual(before);
  });

  it('needs a code to confirm', async () => {
    const { session } = await freshPlayer(sandbox);
    const id = String(record((await moneyPost(sandbox, session, 'deposits', deposit(5000, confirmationCard))).body).id);
    const confirm = (body: unknown) => sandbox.request('POST', paymentPath(session, `deposits/${id}/confirmation`), { body });
    expect(await confirm({})).toMatchObject({ status: 422, body: { fieldErrors: [{ field: 'code', cause: 'REQUIRED' }] } });
    expect(await confirm({ code: 1234 })).toMatchObject({ status: 422, body: { fieldErrors: [{ field: 'code', cause: 'INVALID_FORMAT' }] } });
    expect(await confirm({ code: '1234' })).toMatchObject({ status: 200, body: { status: 'COMPLETED' } });
  });

  it("answers 404 for another player's deposit or an unknown one", async () => {
    const owner = await freshPlayer(sandbox);
    const other = await freshPlayer(sandbox);
    const id = String(record((await moneyPost(sandbox, owner.session, 'deposits', deposit(5000, confirmationCard))).body).id);
    expect((await sandbox.request('POST', paymentPath(other.session, `deposits/${id}/confirmation`), { body: { code: '1234' } })).status).toBe(404);
    expect((await sandbox.request('POST', paymentPath(owner.session, 'deposits/dep_unknown/confirmation'), { body: { code: '1234' } })).status).toBe(404);
  });

  it.each([
    ['a float', 25.5, 'INVALID_FORMAT'],
    ['a string', '2500', 'INVALID_FORMAT'],
    ['zero', 0, 'INVALID_FORMAT'],
    ['a negative amount', -2500, 'INVALID_FORMAT'],
    ['an unsafe integer', 2 ** 60, 'INVALID_FORMAT'],
    ['null', null, 'REQUIRED'],
    ['below 10.00', 999, 'TOO_SMALL'],
    ['above 10,000.00', 1_000_001, 'TOO_LARGE'],
  ])('refuses %s as an amount with a field error', async (_name, amount, cause) => {
    const { session } = await freshPlayer(sandbox);
    expect(await moneyPost(sandbox, session, 'deposits', deposit(amount))).toMatchObject({
      status: 422,
      body: { errorCode: 'VALIDATION_ERROR', fieldErrors: [{ field: 'amount', cause }] },
    });
  });

  it('refuses a bad card field by field, another currency, and a missing or malformed Idempotency-Key', async () => {
    const { session } = await freshPlayer(sandbox);
    const badCard = await moneyPost(sandbox, session, 'deposits', deposit(2500, { number: '4242 4242 4242 4241', expiry: '01/20', cvc: '12' }));
    expect(badCard).toMatchObject({ status: 422 });
    expect(record(badCard.body).fieldErrors).toEqual([
      { field: 'card.number', cause: 'INVALID_FORMAT' },
      { field: 'card.expiry', cause: 'INVALID_FORMAT' },
      { field: 'card.cvc', cause: 'INVALID_FORMAT' },
    ]);
    expect(await moneyPost(sandbox, session, 'deposits', deposit(2500, approvedCard, 'GBP'))).toMatchObject({
      status: 422,
      body: { fieldErrors: [{ field: 'currency', cause: 'CURRENCY_MISMATCH' }] },
    });
    const noKey = await sandbox.request('POST', paymentPath(session, 'deposits'), { body: deposit(2500) });
    expect(noKey).toMatchObject({ status: 422, body: { fieldErrors: [{ field: 'Idempotency-Key', cause: 'INVALID_FORMAT' }] } });
    expect((await moneyPost(sandbox, session, 'deposits', deposit(2500), 'short')).status).toBe(422);
    expect((await moneyPost(sandbox, session, 'deposits', deposit(2500), 'has space in it')).status).toBe(422);
  });

  it('uses the currency’s own limits: yen without minor units, bitcoin in satoshi', async () => {
    const yen = await freshPlayer(sandbox, 'yen@demo.test');
    expect(await moneyPost(sandbox, yen.session, 'deposits', deposit(1200, approvedCard, 'JPY'))).toMatchObject({ status: 201, body: { formattedAmount: '¥1,200' } });
    expect(await moneyPost(sandbox, yen.session, 'deposits', deposit(999, approvedCard, 'JPY'))).toMatchObject({ status: 422, body: { fieldErrors: [{ cause: 'TOO_SMALL' }] } });
    const btc = await freshPlayer(sandbox, 'satoshi@demo.test');
    expect(await moneyPost(sandbox, btc.session, 'deposits', deposit(150_000, approvedCard, 'BTC'))).toMatchObject({ status: 201, body: { amount: 150_000 } });
    expect((await walletOf(sandbox, btc.session)).Playable).toBeCloseTo(0.01234567 + 0.0015, 8);
    expect(await moneyPost(sandbox, btc.session, 'deposits', deposit(50_000_001, approvedCard, 'BTC'))).toMatchObject({ status: 422, body: { fieldErrors: [{ cause: 'TOO_LARGE' }] } });
  });

  it('answers a retry with the first answer and moves nothing; the same key with another body is 409', async () => {
    const { session } = await freshPlayer(sandbox);
    const before = await walletOf(sandbox, session);
    const key = newKey();
    const first = await moneyPost(sandbox, session, 'deposits', deposit(2500), key);
    const retry = await moneyPost(sandbox, session, 'deposits', deposit(2500), key);
    expect(retry.status).toBe(first.status);
    expect(retry.body).toEqual(first.body);
    expect((await walletOf(sandbox, session)).Withdrawable).toBe((before.Withdrawable ?? 0) + 25);
    expect(await moneyPost(sandbox, session, 'deposits', deposit(2600), key)).toMatchObject({ status: 409, body: { errorCode: 'IDEMPOTENCY_KEY_REUSED' } });
    const declinedKey = newKey();
    const declined = await moneyPost(sandbox, session, 'deposits', deposit(2500, declinedCard), declinedKey);
    expect(await moneyPost(sandbox, session, 'deposits', deposit(2500, declinedCard), declinedKey)).toEqual(expect.objectContaining({ status: 402, body: declined.body }));
  });

  it('keeps keys per player: another player may use the same key', async () => {
    const one = await freshPlayer(sandbox);
    const two = await freshPlayer(sandbox);
    const key = newKey();
    const first = await moneyPost(sandbox, one.session, 'deposits', deposit(2500), key);
    const second = await moneyPost(sandbox, two.session, 'deposits', deposit(2500), key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(record(second.body).id).not.toBe(record(first.body).id);
  });

  it('needs a live session', async () => {
    expect((await moneyPost(sandbox, 'no-such-session', 'deposits', deposit(2500))).status).toBe(401);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../test-support/harness.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';
import { approvedCard, freshPlayer, moneyPost, newKey, walletOf } from '../../test-support/payments.ts';

const sandbox = useTestSandbox();

const transfer = (amount: unknown, recipient: unknown, currency: unknown = 'EUR') => ({ amount, currency, recipient });

describe('player-to-player transfers', { timeout: 30_000 }, () => {
  it('moves cash from the sender to the recipient: out of the sender\'s cash and into the recipient\'s, through the house\'s transfer account', async () => {
    const sender = await freshPlayer(sandbox, 'alice@demo.test');
    const recipient = await freshPlayer(sandbox, 'bob@demo.test');
    const answer = await moneyPost(sandbox, sender.session, 'transfers', transfer(1000, recipient.username.toUpperCase()));
    expect(answer).toMatchObject({ status: 201, body: { status: 'COMPLETED', amount: 1000, currency: 'EUR', formattedAmount: '€10.00', recipient: 'b••@demo.test' } });
    expect(await walletOf(sandbox, sender.session)).toMatchObject({ Withdrawable: 190, Playable: 190 });
    expect(await walletOf(sandbox, recipient.session)).toMatchObject({ Withdrawable: 60, Playable: 60 });
    const sent = await sandbox.request('GET', `/sandbox/control/players/${encodeURIComponent(sender.username)}/ledger?limit=1`);
    expect(sent.body).toMatchObject([{ kind: 'transfer_out', lines: [{ account: 'cash', amount: -10 }, { account: 'house_transfers', amount: 10 }] }]);
    const received = await sandbox.request('GET', `/sandbox/control/players/${encodeURIComponent(recipient.username)}/ledger?limit=1`);
    expect(received.body).toMatchObject([{ kind: 'transfer_in', lines: [{ account: 'house_transfers', amount: -10 }, { account: 'cash', amount: 10 }] }]);
  });

  // Issue 21: money in is money in, whichever way it comes.
  const responsibleGambling = (session: string, rest: string) => `/services/responsible-gambling/v1/profiles/${session}${rest}`;
  const putDepositLimit = (session: string, period: string, amount: number) =>
    sandbox.request('PUT', responsibleGambling(session, `/limits/DEPOSIT/${period}`), { body: { amount, currency: 'EUR' } });
  const deposit = (session: string, amount: number) => moneyPost(sandbox, session, 'deposits', { amount, currency: 'EUR', method: 'CARD', card: approvedCard });

  it('is refused, and nothing moves, when it would take the recipient over a deposit limit; what a recipient receives counts as their deposits', async () => {
    const sender = await freshPlayer(sandbox, 'alice@demo.test');
    const recipient = await freshPlayer(sandbox, 'bob@demo.test');
    expect((await putDepositLimit(recipient.session, 'DAY', 2000)).status).toBe(200);
    expect((await moneyPost(sandbox, sender.session, 'transfers', transfer(1500, recipient.username))).status).toBe(201);
    // 15.00 received of a 20.00 day: a deposit of 10.00 is over it, and so is a second transfer of 10.00.
    expect(await deposit(recipient.session, 1000)).toMatchObject({ status: 409, body: { errorCode: 'LIMIT_EXCEEDED', limit: { type: 'DEPOSIT', period: 'DAY', remaining: 500 } } });
    const refused = await moneyPost(sandbox, sender.session, 'transfers', transfer(1000, recipient.username));
    expect(refused).toMatchObject({ status: 409, body: { errorCode: 'RECIPIENT_CANNOT_RECEIVE' } });
    // The sender is not told the recipient's limit.
    expect(JSON.stringify(refused.body)).not.toMatch(/limit|remaining|DEPOSIT/i);
    expect(await walletOf(sandbox, sender.session)).toMatchObject({ Withdrawable: 185 });
    expect(await walletOf(sandbox, recipient.session)).toMatchObject({ Withdrawable: 65 });
    expect((await moneyPost(sandbox, sender.session, 'transfers', transfer(500, recipient.username))).status).toBe(201);
  });

  it('is refused, and nothing moves, when the recipient is on a break (a time-out or a self-exclusion)', async () => {
    const sender = await freshPlayer(sandbox, 'alice@demo.test');
    for (const kind of ['TIME_OUT', 'SELF_EXCLUSION']) {
      const recipient = await freshPlayer(sandbox, 'bob@demo.test');
      const length = kind === 'TIME_OUT' ? { days: 1 } : { months: 6 };
      expect((await sandbox.request('POST', responsibleGambling(recipient.session, '/exclusion'), { body: { kind, ...length, password: recipient.password } })).status).toBe(201);
      const refused = await moneyPost(sandbox, sender.session, 'transfers', transfer(1000, recipient.username));
      expect(refused, kind).toMatchObject({ status: 409, body: { errorCode: 'RECIPIENT_CANNOT_RECEIVE' } });
      expect(JSON.stringify(refused.body), kind).not.toMatch(/exclu|break|time-?out/i);
      const after = await sandbox.request('GET', `/sandbox/control/players/${encodeURIComponent(recipient.username)}/ledger?limit=5`);
      expect(JSON.stringify(after.body), kind).not.toContain('transfer');
    }
    expect(await walletOf(sandbox, sender.session)).toMatchObject({ Withdrawable: 200 });
  });

  it('lets the seeded alice and bob send money to each other', async () => {
    const alice = await sandbox.sessionFor('alice@demo.test', demoPassword('alice@demo.test'));
    const bob = await sandbox.sessionFor('bob@demo.test', demoPassword('bob@demo.test'));
    expect((await moneyPost(sandbox, alice, 'transfers', transfer(500, 'bob@demo.test'))).status).toBe(201);
    expect((await moneyPost(sandbox, bob, 'transfers', transfer(500, 'alice@demo.test'))).status).toBe(201);
    expect(await walletOf(sandbox, alice)).toMatchObject({ Withdrawable: 200 });
    expect(await walletOf(sandbox, bob)).toMatchObject({ Withdrawable: 50 });
  });

  it('takes only the withdrawable balance', async () => {
    const sender = await freshPlayer(sandbox, 'bob@demo.test');
    const recipient = await freshPlayer(sandbox, 'bob@demo.test');
    expect(await moneyPost(sandbox, sender.session, 'transfers', transfer(5001, recipient.username))).toMatchObject({
      status: 402,
      body: { errorCode: 'INSUFFICIENT_FUNDS', withdrawable: 5000 },
    });
    expect(await walletOf(sandbox, recipient.session)).toMatchObject({ Withdrawable: 50 });
  });

  it.each([
    ['an unknown recipient', 'nobody@demo.test', 'UNKNOWN_RECIPIENT'],
    ['a disabled recipient', 'disabled@demo.test', 'UNKNOWN_RECIPIENT'],
    ['a recipient in another currency', 'yen@demo.test', 'CURRENCY_MISMATCH'],
    ['no recipient', '', 'REQUIRED'],
  ])('refuses %s', async (_name, recipient, cause) => {
    const sender = await freshPlayer(sandbox, 'alice@demo.test');
    expect(await moneyPost(sandbox, sender.session, 'transfers', transfer(1000, recipient))).toMatchObject({
      status: 422,
      body: { fieldErrors: [{ field: 'recipient', cause }] },
    });
  });

  it('refuses sending to oneself, and amounts out of 1.00–1,000.00', async () => {
    const sender = await freshPlayer(sandbox, 'alice@demo.test');
    expect(await moneyPost(sandbox, sender.session, 'transfers', transfer(1000, sender.username))).toMatchObject({
      status: 422,
      body: { fieldErrors: [{ field: 'recipient', cause: 'SAME_PLAYER' }] },
    });
    expect(await moneyPost(sandbox, sender.session, 'transfers', transfer(99, 'bob@demo.test'))).toMatchObject({ status: 422, body: { fieldErrors: [{ field: 'amount', cause: 'TOO_SMALL' }] } });
    expect(await moneyPost(sandbox, sender.session, 'transfers', transfer(100_001, 'bob@demo.test'))).toMatchObject({ status: 422, body: { fieldErrors: [{ field: 'amount', cause: 'TOO_LARGE' }] } });
  });

  it('is not offered where no TTP group exists (any Spanish subdivision)', async () => {
    const madrid = await freshPlayer(sandbox, 'alice@demo.test', { countryCode: 'ES', subdivision: 'ES-MD' });
    expect(await moneyPost(sandbox, madrid.session, 'transfers', transfer(1000, 'bob@demo.test'))).toMatchObject({
      status: 403,
      body: { errorCode: 'METHOD_NOT_AVAILABLE' },
    });
    expect(await walletOf(sandbox, madrid.session)).toMatchObject({ Withdrawable: 200 });
  });

  it('answers a retry from the first answer and moves the money once', async () => {
    const sender = await freshPlayer(sandbox, 'alice@demo.test');
    const recipient = await freshPlayer(sandbox, 'bob@demo.test');
    const key = newKey();
    const first = await moneyPost(sandbox, sender.session, 'transfers', transfer(2000, recipient.username), key);
    const again = await Promise.all([1, 2, 3].map(() => moneyPost(sandbox, sender.session, 'transfers', transfer(2000, recipient.username), key)));
    for (const retry of again) expect(retry).toEqual(expect.objectContaining({ status: 201, body: first.body }));
    expect(await walletOf(sandbox, recipient.session)).toMatchObject({ Withdrawable: 70 });
    expect((await moneyPost(sandbox, sender.session, 'transfers', transfer(2000, 'bob@demo.test'), key)).status).toBe(409);
  });

  it('never deadlocks or overdraws when two players send to each other at once', async () => {
    const one = await freshPlayer(sandbox, 'bob@demo.test');
    const two = await freshPlayer(sandbox, 'bob@demo.test');
    const sends = Array.from({ length: 12 }, (_, index) =>
      index % 2 === 0
        ? moneyPost(sandbox, one.session, 'transfers', transfer(1000, two.username))
        : moneyPost(sandbox, two.session, 'transfers', transfer(1000, one.username)),
    );
    const answers = await Promise.all(sends);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 402)).toBe(true);
    const [walletOne, walletTwo] = [await walletOf(sandbox, one.session), await walletOf(sandbox, two.session)];
    expect((walletOne.Withdrawable ?? 0) + (walletTwo.Withdrawable ?? 0)).toBe(100);
    expect(walletOne.Withdrawable).toBeGreaterThanOrEqual(0);
    expect(walletTwo.Withdrawable).toBeGreaterThanOrEqual(0);
  });
});

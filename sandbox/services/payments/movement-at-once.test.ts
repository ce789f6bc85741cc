// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../kernel/database/database.ts';
import { openTestDatabase } from '../../test-support/harness.ts';
import { depositAtOnce, makeDeposit, type DepositToMake } from './deposits.ts';
import { runIdempotentMovement, type KeyedRequest, type MoneyAnswer } from './idempotent-movement.ts';
import { requestWithdrawal, withdrawalAtOnce, type WithdrawalToRequest } from './withdrawals.ts';

/**
 * A deposit or a withdrawal in one statement (payments migration 202): the usual request is
 * decided there, with the answer the full path gives; anything that needs the full path's decision
 * writes nothing there and is decided by the transaction, as before.
 */
let db: Database;
let close: () => Promise<void>;

beforeAll(async () => ({ db, close } = await openTestDatabase()), 60_000);
afterAll(async () => close());

const approvedCard = { method: 'CARD', brand: 'VISA', last4: '4242', expiry: '12/39', outcome: 'APPROVED' } as const;
let keys = 0;
const newKey = () => `at-once-${Date.now()}-${(keys += 1)}`;

async function playerId(username: string): Promise<number> {
  const found = await db.query<{ id: number }>('SELECT id FROM players WHERE username = $1', [username]);
  const id = found.rows[0]?.id;
  if (id === undefined) throw new Error(`no demo player ${username}`);
  return id;
}

const cashOf = async (player: number): Promise<string> =>
  (await db.query<{ balance: string }>("SELECT balance::text AS balance FROM ledger_accounts WHERE player_id = $1 AND kind = 'cash' AND currency = 'EUR'", [player])).rows[0]?.balance ?? '';

/** Runs a deposit as the route does, counting the calls of the full path's decision. */
async function deposit(player: number, amount: number, key: string, parameters: unknown = { amount }): Promise<{ answer: MoneyAnswer; fullPath: number }> {
  const at = new Date();
  const made: DepositToMake = { playerId: player, amount, currency: 'EUR', payment: approvedCard, at };
  let fullPath = 0;
  const answer = await runIdempotentMovement(
    db,
    { playerId: player, idempotencyKey: key, operation: 'deposit', parameters, playerIds: [player], currency: 'EUR', at },
    (tx) => {
      fullPath += 1;
      return makeDeposit(tx, made);
    },
    (keyed) => depositAtOnce(db, made, keyed),
  );
  return { answer, fullPath };
}

describe('a money request in one statement', { timeout: 60_000 }, () => {
  it('makes a plain deposit, answers its retry from the key and refuses the key for another request, all without the full path', async () => {
    const alice = await playerId('alice@demo.test');
    const before = Number(await cashOf(alice));
    const key = newKey();
    const first = await deposit(alice, 2_500, key);
    expect(first).toMatchObject({ fullPath: 0, answer: { status: 201, body: { status: 'COMPLETED', amount: 2_500, currency: 'EUR', cardLast4: '4242' } } });
    expect(Number(await cashOf(alice))).toBe(before + 25);
    const retry = await deposit(alice, 2_500, key);
    expect(retry).toEqual({ fullPath: 0, answer: first.answer });
    expect(Number(await cashOf(alice))).toBe(before + 25);
    const other = await deposit(alice, 3_000, key, { amount: 3_000 });
    expect(other).toMatchObject({ fullPath: 0, answer: { status: 409, body: { errorCode: 'IDEMPOTENCY_KEY_REUSED' } } });
  });

  it('leaves a deposit of a player with a deposit limit to the full path, which weighs the limit', async () => {
    const bob = await playerId('bob@demo.test');
    await db.query("INSERT INTO player_limits (player_id, type, period, currency, value, updated_at) VALUES ($1, 'DEPOSIT', 'DAY', 'EUR', 1000, now())", [bob]);
    const before = await cashOf(bob);
    const refused = await deposit(bob, 2_500, newKey());
    expect(refused).toMatchObject({ fullPath: 1, answer: { status: 409, body: { errorCode: 'LIMIT_EXCEEDED' } } });
    expect(await cashOf(bob)).toBe(before);
    expect(await deposit(bob, 500, newKey())).toMatchObject({ fullPath: 1, answer: { status: 201 } });
  });

  it('writes nothing for a withdrawal larger than the cash, and makes one the cash covers', async () => {
    const alice = await playerId('alice@demo.test');
    const at = new Date();
    const keyed = (key: string): KeyedRequest => ({ playerId: alice, idempotencyKey: key, fingerprint: 'test', at });
    const withdrawal = (amount: number): WithdrawalToRequest => ({ playerId: alice, amount, currency: 'EUR', method: 'CARD', accountId: null, reversalAllowed: true, at });
    const before = await cashOf(alice);
    const tooLarge = newKey();
    expect(await withdrawalAtOnce(db, withdrawal(10_000_000), keyed(tooLarge))).toEqual({ outcome: 'needs_decision' });
    expect(await cashOf(alice)).toBe(before);
    expect((await db.query('SELECT 1 FROM payment_idempotency_keys WHERE player_id = $1 AND key = $2', [alice, tooLarge])).rows).toHaveLength(0);
    // The first withdrawal opens the pending_withdrawal account on the full path; then one statement does it.
    await db.transaction((tx) => requestWithdrawal(tx, [{ kind: 'cash', currency: 'EUR', amount: 10_000_000_000n }], withdrawal(100)));
    const made = await withdrawalAtOnce(db, withdrawal(1_000), keyed(newKey()));
    expect(made).toMatchObject({ outcome: 'decided', answer: { status: 201, body: { status: 'PENDING', amount: 1_000, reversible: true } } });
    expect(Number(await cashOf(alice))).toBe(Number(before) - 11);
    const mismatches = await db.query('SELECT * FROM ledger_running_balance_mismatches()');
    expect(mismatches.rows).toEqual([]);
  });
});

// @vitest-environment node
// Running balances (issue 20): every kind of movement keeps each player account's total equal to
// the sum of its entries, the migration builds the totals from an existing ledger, and the check
// finds a total that drifted.
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../kernel/database/database.ts';
import { readMigrations } from '../../kernel/database/migrations.ts';
import { unitsOf } from '../../kernel/money.ts';
import { newDataDir, openTestDatabase } from '../../test-support/harness.ts';
import { moveBalancesTo, listBalances } from './balances.ts';
import { balanceOf, heldByPlayer, houseAccount, playerAccount, postTransaction, runningBalanceMismatches, type TransactionKind } from './ledger.ts';
import { periodSumMismatches } from './period-sums.ts';

/** The migration that brings the running totals. */
const runningBalancesVersion = 170;

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
}, 60_000);

afterAll(async () => {
  await database?.close();
});

let made = 0;
async function newPlayer(on: Database): Promise<number> {
  made += 1;
  const inserted = await on.query<{ id: number }>(
    "INSERT INTO players (username, password_hash, created_at) VALUES ($1, 'x', now()) RETURNING id",
    [`totals-${made}-${Date.now()}@ledger.test`],
  );
  const id = inserted.rows[0]?.id;
  if (id === undefined) throw new Error('no player');
  return id;
}

/** The sum of one account's entries, straight from the ledger. */
async function entriesSum(on: Database, playerId: number, kind: string, currency: string): Promise<bigint> {
  const result = await on.query<{ amount: string }>(
    `SELECT coalesce(sum(e.amount), 0)::text AS amount FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
     WHERE a.player_id = $1 AND a.kind = $2 AND a.currency = $3`,
    [playerId, kind, currency],
  );
  return unitsOf(result.rows[0]?.amount ?? '0');
}

const at = new Date('2026-11-27T12:00:00Z');
const move = (kind: TransactionKind, postings: Parameters<typeof postTransaction>[1]['postings']) => postTransaction(db, { kind, at, postings });

describe('running balances', { timeout: 60_000 }, () => {
  it('follow every kind of movement, each account equal to the sum of its entries', async () => {
    const alice = await newPlayer(db);
    const bob = await newPlayer(db);
    const cash = (player: number, currency = 'EUR') => playerAccount(player, 'cash', currency);
    const u = (amount: string) => unitsOf(amount);
    await move('adjustment', [{ account: cash(alice), amount: u('100') }, { account: houseAccount('house_operator_adjustments', 'EUR'), amount: u('-100') }]);
    await move('deposit', [{ account: cash(alice), amount: u('50') }, { account: houseAccount('house_payment_provider', 'EUR'), amount: u('-50') }]);
    await move('bet', [{ account: cash(alice), amount: u('-2.5') }, { account: houseAccount('house_game_provider', 'EUR'), amount: u('2.5') }]);
    await move('win', [{ account: cash(alice), amount: u('7.25') }, { account: houseAccount('house_game_provider', 'EUR'), amount: u('-7.25') }]);
    const pending = playerAccount(alice, 'pending_withdrawal', 'EUR');
    await move('withdrawal', [{ account: cash(alice), amount: u('-30') }, { account: pending, amount: u('30') }]);
    await move('withdrawal_reversal', [{ account: pending, amount: u('-10') }, { account: cash(alice), amount: u('10') }]);
    await move('withdrawal_rejection', [{ account: pending, amount: u('-5') }, { account: cash(alice), amount: u('5') }]);
    await move('withdrawal_payout', [{ account: pending, amount: u('-15') }, { account: houseAccount('house_payment_provider', 'EUR'), amount: u('15') }]);
    await move('transfer', [{ account: cash(alice), amount: u('-20') }, { account: cash(bob), amount: u('20') }]);
    await move('redemption', [{ account: playerAccount(bob, 'bonus', 'EUR'), amount: u('3') }, { account: houseAccount('house_loyalty', 'EUR'), amount: u('-3') }]);
    await move('sports_bet', [{ account: cash(bob), amount: u('-1') }, { account: houseAccount('house_sportsbook', 'EUR'), amount: u('1') }]);
    await move('sports_win', [{ account: cash(bob), amount: u('4') }, { account: houseAccount('house_sportsbook', 'EUR'), amount: u('-4') }]);
    // The same idempotency key again moves nothing, the totals included.
    const keyed = { kind: 'bet' as const, idempotencyKey: `totals-bet-${alice}`, at, postings: [{ account: cash(alice), amount: u('-1') }, { account: houseAccount('house_game_provider', 'EUR'), amount: u('1') }] };
    await postTransaction(db, keyed);
    await postTransaction(db, keyed);

    // 100 + 50 - 2.5 + 7.25 - 30 + 10 + 5 - 20 - 1 = 118.75
    expect(await balanceOf(db, cash(alice))).toBe(u('118.75'));
    expect(await balanceOf(db, pending)).toBe(u('0'));
    expect(await balanceOf(db, cash(bob))).toBe(u('23'));
    expect(await balanceOf(db, playerAccount(bob, 'bonus', 'EUR'))).toBe(u('3'));
    for (const [player, kind] of [[alice, 'cash'], [alice, 'pending_withdrawal'], [bob, 'cash'], [bob, 'bonus']] as const) {
      expect(await balanceOf(db, playerAccount(player, kind, 'EUR'))).toBe(await entriesSum(db, player, kind, 'EUR'));
    }

    // A currency change moves every account; the totals follow.
    await db.query("INSERT INTO wallet_reported_balances (player_id, position, balance_type, currency) VALUES ($1, 0, 'Playable', 'EUR')", [bob]);
    await moveBalancesTo(db, bob, 'USD', at);
    expect(await heldByPlayer(db, bob)).toEqual([
      { kind: 'cash', currency: 'EUR', amount: 0n },
      { kind: 'bonus', currency: 'EUR', amount: 0n },
      { kind: 'cash', currency: 'USD', amount: u('23') },
      { kind: 'bonus', currency: 'USD', amount: u('3') },
    ]);
    expect(await listBalances(db, bob)).toEqual([{ type: 'Playable', amount: 26, currency: 'USD' }]);
    expect(await runningBalanceMismatches(db)).toEqual([]);
    expect(await periodSumMismatches(db)).toEqual([]);

    // Deleting a player takes whole transactions: the other side of a transfer loses it from its total too.
    await db.query('DELETE FROM players WHERE id = $1', [alice]);
    expect(await balanceOf(db, cash(bob, 'USD'))).toBe(await entriesSum(db, bob, 'cash', 'USD'));
    expect(await runningBalanceMismatches(db)).toEqual([]);
    expect(await periodSumMismatches(db)).toEqual([]);
  });

  it('the check finds a total that is not the sum of its entries', async () => {
    const carol = await newPlayer(db);
    await move('deposit', [{ account: playerAccount(carol, 'cash', 'EUR'), amount: unitsOf('12') }, { account: houseAccount('house_payment_provider', 'EUR'), amount: unitsOf('-12') }]);
    expect(await runningBalanceMismatches(db)).toEqual([]);
    await db.query("UPDATE ledger_accounts SET balance = balance + 1 WHERE player_id = $1 AND kind = 'cash'", [carol]);
    const drifted = await runningBalanceMismatches(db);
    expect(drifted).toHaveLength(1);
    expect(drifted[0]).toMatchObject({ balance: '13.00000000', entries: '12.00000000' });
    await db.query("UPDATE ledger_accounts SET balance = balance - 1 WHERE player_id = $1 AND kind = 'cash'", [carol]);
  });
});

describe('a ledger from before the running balances', { timeout: 60_000 }, () => {
  let dataDir: string | undefined;
  afterAll(async () => {
    if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
  });

  it('opens with every player account total built from its entries', async () => {
    dataDir = await newDataDir();
    const before = await openDatabase(dataDir, (await readMigrations()).filter((migration) => migration.version < runningBalancesVersion));
    let dave: number;
    try {
      dave = await newPlayer(before);
      // Written as that ledger's writer did (no entry time yet).
      await before.query("INSERT INTO ledger_accounts (player_id, kind, currency) VALUES ($1, 'cash', 'EUR'), (NULL, 'house_game_provider', 'EUR') ON CONFLICT DO NOTHING", [dave]);
      for (const [kind, amount] of [['deposit', '40'], ['bet', '-1.5'], ['win', '0.25']] as const) {
        await before.query(
          `WITH t AS (INSERT INTO ledger_transactions (kind, created_at) VALUES ($1, '2026-11-20T10:00:00Z') RETURNING id)
           INSERT INTO ledger_entries (transaction_id, account_id, amount)
           SELECT t.id, a.id, CASE WHEN a.player_id IS NULL THEN -$3::numeric ELSE $3::numeric END FROM t, ledger_accounts a
           WHERE (a.player_id = $2 AND a.kind = 'cash' AND a.currency = 'EUR') OR (a.player_id IS NULL AND a.kind = 'house_game_provider' AND a.currency = 'EUR')`,
          [kind, dave, amount],
        );
      }
    } finally {
      await before.close();
    }
    const after = await openDatabase(dataDir);
    try {
      expect(await balanceOf(after, playerAccount(dave, 'cash', 'EUR'))).toBe(unitsOf('38.75'));
      expect(await balanceOf(after, houseAccount('house_game_provider', 'EUR'))).toBe(unitsOf('-38.75'));
      expect(await runningBalanceMismatches(after)).toEqual([]);
      // Migration 180 sums the existing entries by hour and day.
      expect(await periodSumMismatches(after)).toEqual([]);
      const days = await after.query<{ kind: string; amount: string }>(
        `SELECT p.kind, p.amount::text AS amount FROM ledger_period_sums p JOIN ledger_accounts a ON a.id = p.account_id
         WHERE a.player_id = $1 AND p.span = 'day' ORDER BY p.kind`,
        [dave],
      );
      expect(days.rows).toEqual([{ kind: 'bet', amount: '-1.50000000' }, { kind: 'deposit', amount: '40.00000000' }, { kind: 'win', amount: '0.25000000' }]);
      // Migration 171 gives every existing entry its transaction's time, for the period sums' index.
      const untimed = await after.query(
        'SELECT e.id FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id WHERE e.created_at IS DISTINCT FROM t.created_at',
      );
      expect(untimed.rows).toEqual([]);
    } finally {
      await after.close();
    }
  });
});

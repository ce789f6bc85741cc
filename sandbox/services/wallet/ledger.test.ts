// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../kernel/database/database.ts';
import { openTestDatabase, record, startTestSandbox } from '../../test-support/harness.ts';
import { testPostgresUrl } from '../../test-support/test-postgres.ts';
import { balancesOf, gameWhere, playRound, startGame } from '../../test-support/game-play.ts';
import { unitsOf } from '../../kernel/money.ts';
import { IdempotencyKeyReused, balanceOf, houseAccount, lockForStake, playerAccount, postTransaction } from './ledger.ts';
import { listBalances, replaceBalances } from './balances.ts';
import { settleRealMoneyRound } from './game-bets.ts';

// scripts/test-all.mjs runs this file on PGlite and again on a PostgreSQL server, where
// transactions really run at once.
const backend = testPostgresUrl() === null ? 'PGlite' : 'PostgreSQL';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
}, 60_000);

afterAll(async () => {
  await database?.close();
});

/** Transactions whose entries do not sum to zero in some currency (there must be none). */
async function unbalancedTransactions(): Promise<unknown[]> {
  const result = await db.query(
    `SELECT e.transaction_id, a.currency, sum(e.amount) AS sum FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
     GROUP BY e.transaction_id, a.currency HAVING sum(e.amount) <> 0`,
  );
  return result.rows;
}

async function playerId(username: string): Promise<number> {
  const result = await db.query<{ id: number }>('SELECT id FROM players WHERE username = $1', [username]);
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error(`${username} is not seeded`);
  return id;
}

const at = new Date('2026-11-23T08:00:00Z');

describe(`the ledger, on ${backend}`, { timeout: 30_000 }, () => {
  it('holds the seeded balances as opening entries, every transaction summing to zero', async () => {
    expect(await unbalancedTransactions()).toEqual([]);
    const ready = await playerId('ready@demo.test');
    expect(await balanceOf(db, playerAccount(ready, 'cash', 'EUR'))).toBe(unitsOf('100'));
    expect(await balanceOf(db, playerAccount(ready, 'bonus', 'EUR'))).toBe(unitsOf('25.5'));
    const seededTotal = await db.query<{ sum: string }>(
      "SELECT sum(e.amount)::text AS sum FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.currency = 'EUR'",
    );
    expect(unitsOf(seededTotal.rows[0]?.sum ?? '')).toBe(0n);
  });

  it('refuses a transaction that does not sum to zero, in code and in the database', async () => {
    const ready = await playerId('ready@demo.test');
    await expect(
      postTransaction(db, { kind: 'adjustment', at, postings: [{ account: playerAccount(ready, 'cash', 'EUR'), amount: 100n }] }),
    ).rejects.toThrow(/sum to zero/);
    const before = await balanceOf(db, playerAccount(ready, 'cash', 'EUR'));
    await expect(
      db.transaction(async (tx) => {
        const inserted = await tx.query<{ id: string }>("INSERT INTO ledger_transactions (kind, created_at) VALUES ('adjustment', now()) RETURNING id::text");
        const account = await tx.query<{ id: number }>("SELECT id FROM ledger_accounts WHERE player_id = $1 AND kind = 'cash'", [ready]);
        await tx.query('INSERT INTO ledger_entries (transaction_id, account_id, amount, created_at) VALUES ($1, $2, 5, now())', [inserted.rows[0]?.id, account.rows[0]?.id]);
      }),
    ).rejects.toThrow(/does not sum to zero/);
    expect(await balanceOf(db, playerAccount(ready, 'cash', 'EUR'))).toBe(before);
  });

  it('moves money once per idempotency key', async () => {
    const ready = await playerId('ready@demo.test');
    const before = await balanceOf(db, playerAccount(ready, 'cash', 'EUR'));
    const bet = {
      kind: 'bet' as const,
      idempotencyKey: 'ledger-test:bet-1',
      at,
      postings: [
        { account: playerAccount(ready, 'cash', 'EUR'), amount: -unitsOf('2.5') },
        { account: houseAccount('house_game_provider', 'EUR'), amount: unitsOf('2.5') },
      ],
    };
    const first = await postTransaction(db, bet);
    const retried = await postTransaction(db, bet);
    expect(first.posted).toBe(true);
    expect(retried).toEqual({ posted: false, transactionId: first.transactionId });
    expect(await balanceOf(db, playerAccount(ready, 'cash', 'EUR'))).toBe(before - unitsOf('2.5'));

    // The same key for another amount (or another kind) is a caller's bug: refused, nothing moves.
    const larger = { ...bet, postings: [{ ...bet.postings[0]!, amount: -unitsOf('25') }, { ...bet.postings[1]!, amount: unitsOf('25') }] };
    await expect(postTransaction(db, larger)).rejects.toThrow(IdempotencyKeyReused);
    await expect(postTransaction(db, { ...bet, kind: 'win' as const })).rejects.toThrow(IdempotencyKeyReused);
    expect(await balanceOf(db, playerAccount(ready, 'cash', 'EUR'))).toBe(before - unitsOf('2.5'));
  });

  it('still sums to zero once a player is deleted: the whole transactions go, the house side included', async () => {
    const inbox = await playerId('inbox@demo.test');
    await db.query('DELETE FROM players WHERE id = $1', [inbox]);
    expect(await unbalancedTransactions()).toEqual([]);
    const sums = await db.query<{ sum: string }>('SELECT coalesce(sum(amount), 0)::text AS sum FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id GROUP BY a.currency');
    expect(sums.rows.map((row) => unitsOf(row.sum))).toEqual(sums.rows.map(() => 0n));
    expect((await db.query('SELECT 1 FROM ledger_accounts WHERE player_id = $1', [inbox])).rows).toEqual([]);
  });

  it('decides concurrent bets of one player one after the other: never below zero', async () => {
    const madrid = await playerId('madrid@demo.test');
    await db.transaction((tx) => replaceBalances(tx, madrid, [{ type: 'Playable', amount: 10, currency: 'EUR' }, { type: 'Withdrawable', amount: 10, currency: 'EUR' }], at));
    const bet = (index: number) =>
      db.transaction(async (tx) =>
        settleRealMoneyRound(tx, await lockForStake(tx, madrid, 'EUR'), { playerId: madrid, currency: 'EUR', stake: unitsOf('1'), win: 0n, gameId: 1331, idempotencyKey: `ledger-test:race-${index}`, reference: `race-${index}`, at }),
      );
    const settlements = await Promise.all(Array.from({ length: 25 }, (_, index) => bet(index)));
    expect(settlements.filter((settlement) => settlement.settled)).toHaveLength(10);
    expect(await balanceOf(db, playerAccount(madrid, 'cash', 'EUR'))).toBe(0n);
    expect(await unbalancedTransactions()).toEqual([]);
  });

  it('moves money once when one idempotency key is posted many times at once', async () => {
    const alice = await playerId('alice@demo.test');
    const before = await balanceOf(db, playerAccount(alice, 'cash', 'EUR'));
    const deposit = {
      kind: 'deposit' as const,
      idempotencyKey: 'ledger-test:deposit-at-once',
      at,
      postings: [
        { account: houseAccount('house_payment_provider', 'EUR'), amount: -unitsOf('7') },
        { account: playerAccount(alice, 'cash', 'EUR'), amount: unitsOf('7') },
      ],
    };
    const results = await Promise.all(Array.from({ length: 12 }, () => postTransaction(db, deposit)));
    expect(results.filter((result) => result.posted)).toHaveLength(1);
    expect(new Set(results.map((result) => result.transactionId)).size).toBe(1);
    expect(await balanceOf(db, playerAccount(alice, 'cash', 'EUR'))).toBe(before + unitsOf('7'));
  });

  it('never changes an entry once written', async () => {
    await expect(db.query('UPDATE ledger_entries SET amount = amount + 1')).rejects.toThrow(/never changed/);
  });

  it('turns figures that cannot all hold at once into a reported offset, never into ledger money', async () => {
    const nopin = await playerId('nopin@demo.test');
    await db.transaction((tx) =>
      replaceBalances(tx, nopin, [{ type: 'Playable', amount: 1.5, currency: 'EUR' }, { type: 'Total', amount: 2, currency: 'EUR' }, { type: 'LuckyDip', amount: 13, currency: 'EUR' }], at),
    );
    expect(await listBalances(db, nopin)).toEqual([
      { type: 'Playable', amount: 1.5, currency: 'EUR' },
      { type: 'Total', amount: 2, currency: 'EUR' },
      { type: 'LuckyDip', amount: 13, currency: 'EUR' },
    ]);
    expect(await balanceOf(db, playerAccount(nopin, 'cash', 'EUR'))).toBe(unitsOf('1.5'));
    const offsets = await db.query<{ balance_type: string; reported_offset: string }>(
      'SELECT balance_type, reported_offset::text AS reported_offset FROM wallet_reported_balances WHERE player_id = $1 ORDER BY position',
      [nopin],
    );
    expect(offsets.rows.map((row) => [row.balance_type, unitsOf(row.reported_offset)])).toEqual([
      ['Playable', 0n],
      ['Total', unitsOf('0.5')],
      ['LuckyDip', unitsOf('13')],
    ]);
    expect(await unbalancedTransactions()).toEqual([]);
  });
});

describe(`balances across a restart, on ${backend}`, { timeout: 60_000 }, () => {
  it('are what the ledger held: a round played before the restart is still there after it', async () => {
    let sandbox = await startTestSandbox();
    try {
      const player = await sandbox.createPlayer({ balances: [{ type: 'Playable', amount: 20 }] });
      let session = await sandbox.sessionFor(player.username, player.password);
      const { playToken } = await startGame(sandbox, gameWhere((game) => game.kind === 'slot').id, session);
      const answer = record((await playRound(sandbox, playToken, { stake: 5 })).body);
      await sandbox.close({ keepData: true });
      sandbox = await startTestSandbox({ dataDir: sandbox.dataDir });
      session = await sandbox.sessionFor(player.username, player.password);
      expect((await balancesOf(sandbox, session)).Playable).toBe(answer.balance);
    } finally {
      await sandbox.close();
    }
  });
});

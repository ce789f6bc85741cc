// @vitest-environment node
// Period sums (issue 20): kept by the entries' trigger, they answer any window exactly as the
// entries' own sums do (windows of any zone, instants on the edges, entries written by SQL with
// microseconds), and the check finds a bucket that drifted.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../kernel/database/database.ts';
import { unitsOf } from '../../kernel/money.ts';
import { openTestDatabase } from '../../test-support/harness.ts';
import { houseAccount, playerAccount, postTransaction, type TransactionKind } from './ledger.ts';
import { periodSumMismatches, sumsByKind, type SumWindow } from './period-sums.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
let player: number;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  const inserted = await db.query<{ id: number }>(
    "INSERT INTO players (username, password_hash, created_at) VALUES ($1, 'x', now()) RETURNING id",
    [`period-sums-${Date.now()}@ledger.test`],
  );
  player = inserted.rows[0]?.id ?? 0;
}, 60_000);

afterAll(async () => {
  await database?.close();
});

const start = Date.UTC(2026, 9, 20);
const hourMs = 3_600_000;
const kinds: readonly TransactionKind[] = ['bet', 'win', 'deposit', 'withdrawal'];

/** The window's sums per kind straight from the entries, as the readers summed them before. */
async function entriesSums(window: SumWindow, accountKinds: readonly string[]): Promise<Map<string, bigint>> {
  const result = await db.query<{ kind: string; amount: string }>(
    `SELECT t.kind, sum(e.amount)::text AS amount
     FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id JOIN ledger_transactions t ON t.id = e.transaction_id
     WHERE a.player_id = $1 AND a.currency = 'EUR' AND a.kind = ANY ($2::text[])
       AND t.created_at >= $3 AND (t.created_at < $4 OR ($5 AND t.created_at = $4))
     GROUP BY t.kind`,
    [player, accountKinds, window.from, window.to, window.toIncluded],
  );
  return new Map(result.rows.map((row) => [row.kind, unitsOf(row.amount)]));
}

describe('period sums', { timeout: 120_000 }, () => {
  it('answer every window as the entries do', async () => {
    const cash = playerAccount(player, 'cash', 'EUR');
    const bonus = playerAccount(player, 'bonus', 'EUR');
    const house = houseAccount('house_game_provider', 'EUR');
    // Movements over five weeks, some exactly on the hour or at midnight, some a millisecond off.
    const times = fc.sample(fc.integer({ min: 0, max: 35 * 24 }), { numRuns: 120, seed: 20 }).map((hours, index) => {
      const offsets = [0, 1, -1, 1_800_000, 59 * 60_000];
      return start + hours * hourMs + (offsets[index % offsets.length] ?? 0);
    });
    for (const [index, at] of times.entries()) {
      const kind = kinds[index % kinds.length] ?? 'bet';
      const amount = unitsOf(`${(index % 7) + 1}.${String(index).padStart(2, '0')}`);
      const account = index % 3 === 0 ? bonus : cash;
      await postTransaction(db, { kind, at: new Date(at), postings: [{ account, amount: kind === 'win' || kind === 'deposit' ? amount : -amount }, { account: house, amount: kind === 'win' || kind === 'deposit' ? -amount : amount }] });
    }
    // Written by SQL, with microseconds, on an hour's edge (the migration's and a bulk writer's way).
    await db.query(
      `WITH t AS (INSERT INTO ledger_transactions (kind, created_at) VALUES ('bet', '2026-11-01T00:00:00.000001Z') RETURNING id)
       INSERT INTO ledger_entries (transaction_id, account_id, amount, created_at)
       SELECT t.id, a.id, CASE WHEN a.player_id IS NULL THEN 0.5 ELSE -0.5 END, '2026-11-01T00:00:00.000001Z' FROM t, ledger_accounts a
       WHERE (a.player_id = $1 AND a.kind = 'cash' AND a.currency = 'EUR') OR (a.player_id IS NULL AND a.kind = 'house_game_provider' AND a.currency = 'EUR')`,
      [player],
    );
    expect(await periodSumMismatches(db)).toEqual([]);

    const edges = times.flatMap((at) => [at, at + 1]);
    const instant = fc.oneof(fc.integer({ min: start - hourMs, max: start + 36 * 24 * hourMs }), fc.constantFrom(...edges, Date.UTC(2026, 10, 1)));
    const windows = fc.sample(fc.record({ a: instant, b: instant, toIncluded: fc.boolean() }), { numRuns: 60, seed: 7 }).map(({ a, b, toIncluded }) => ({
      from: new Date(Math.min(a, b)),
      to: new Date(Math.max(a, b)),
      toIncluded,
    }));
    // Calendar periods of zones at whole and half hours from UTC.
    windows.push(
      { from: new Date('2026-10-31T23:00:00Z'), to: new Date('2026-11-20T10:00:00Z'), toIncluded: true },
      { from: new Date('2026-10-31T18:30:00Z'), to: new Date('2026-11-20T10:00:00.001Z'), toIncluded: true },
      { from: new Date('2026-11-01T00:00:00Z'), to: new Date('2026-12-01T00:00:00Z'), toIncluded: false },
    );
    for (const accountKinds of [['cash', 'bonus'], ['cash']] as const) {
      const answered = await sumsByKind(db, { playerId: player, currency: 'EUR', accountKinds }, windows);
      for (const [index, window] of windows.entries()) {
        const expected = await entriesSums(window, accountKinds);
        expect(Object.fromEntries(answered[index] ?? []), JSON.stringify(window)).toEqual(Object.fromEntries(expected));
      }
    }
  });

  it('the check finds a bucket that is not the sum of its entries', async () => {
    await db.query("UPDATE ledger_period_sums SET amount = amount + 1 WHERE span = 'day' AND account_id IN (SELECT id FROM ledger_accounts WHERE player_id = $1 AND kind = 'cash') AND kind = 'bet' AND period_start = '2026-11-01T00:00:00Z'", [player]);
    const drifted = await periodSumMismatches(db);
    expect(drifted).toHaveLength(1);
    expect(drifted[0]).toMatchObject({ span: 'day', kind: 'bet', periodStart: new Date('2026-11-01T00:00:00Z') });
    expect(unitsOf(drifted[0]?.amount ?? '0') - unitsOf(drifted[0]?.entriesAmount ?? '0')).toBe(unitsOf('1'));
    await db.query("UPDATE ledger_period_sums SET amount = amount - 1 WHERE span = 'day' AND account_id IN (SELECT id FROM ledger_accounts WHERE player_id = $1 AND kind = 'cash') AND kind = 'bet' AND period_start = '2026-11-01T00:00:00Z'", [player]);
    await db.query("DELETE FROM ledger_period_sums WHERE span = 'hour' AND kind = 'bet' AND account_id IN (SELECT id FROM ledger_accounts WHERE player_id = $1 AND kind = 'cash') AND period_start = '2026-11-01T00:00:00Z'", [player]);
    const missing = await periodSumMismatches(db);
    expect(missing.map((row) => [row.span, row.periodStart, row.amount])).toEqual([['hour', new Date('2026-11-01T00:00:00Z'), null]]);
  });
});

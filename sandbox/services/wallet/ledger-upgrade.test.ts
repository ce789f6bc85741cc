// @vitest-environment node
import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../kernel/database/database.ts';
import { readMigrations } from '../../kernel/database/migrations.ts';
import { newDataDir } from '../../test-support/harness.ts';
import { unitsOf } from '../../kernel/money.ts';
import { listBalances } from './balances.ts';

/** The first migration of the ledger: a data dir from before it kept balances as overwritten numbers. */
const ledgerVersion = 40;

let dataDir: string | undefined;

afterAll(async () => {
  if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
});

async function insertPlayer(db: Awaited<ReturnType<typeof openDatabase>>, username: string, balances: [string, number, string][]): Promise<number> {
  const inserted = await db.query<{ id: number }>(
    "INSERT INTO players (username, password_hash, totp_secret, created_at) VALUES ($1, 'x', 'JBSWY3DPEHPK3PXP', now()) RETURNING id",
    [username],
  );
  const id = inserted.rows[0]?.id ?? -1;
  for (const [position, [type, amount, currency]] of balances.entries()) {
    await db.query('INSERT INTO balances (player_id, position, type, amount, currency) VALUES ($1, $2, $3, $4, $5)', [id, position, type, amount, currency]);
  }
  return id;
}

describe('a data dir from before the ledger', { timeout: 60_000 }, () => {
  it('opens with every balance as opening entries, the same figures reported, and a ledger that sums to zero', async () => {
    dataDir = await newDataDir();
    const before = await openDatabase(dataDir, (await readMigrations()).filter((migration) => migration.version < ledgerVersion));
    let pending: number;
    let satoshi: number;
    try {
      pending = await insertPlayer(before, 'pending@old.test', [
        ['Playable', 80, 'EUR'], ['Withdrawable', 60, 'EUR'], ['PendingWithdrawal', 50, 'EUR'], ['Bonus', 20, 'EUR'],
        ['Locked', 10, 'EUR'], ['NonPlayableBonus', 5, 'EUR'], ['Total', 115, 'EUR'], ['LuckyDip', 3, 'EUR'],
      ]);
      satoshi = await insertPlayer(before, 'satoshi@old.test', [['Playable', 0.01234567, 'BTC'], ['Total', 0.01234567, 'BTC']]);
    } finally {
      await before.close();
    }

    const db = await openDatabase(dataDir);
    try {
      expect(await listBalances(db, pending)).toEqual([
        { type: 'Playable', amount: 80, currency: 'EUR' },
        { type: 'Withdrawable', amount: 60, currency: 'EUR' },
        { type: 'PendingWithdrawal', amount: 50, currency: 'EUR' },
        { type: 'Bonus', amount: 20, currency: 'EUR' },
        { type: 'Locked', amount: 10, currency: 'EUR' },
        { type: 'NonPlayableBonus', amount: 5, currency: 'EUR' },
        { type: 'Total', amount: 115, currency: 'EUR' },
        { type: 'LuckyDip', amount: 3, currency: 'EUR' },
      ]);
      expect(await listBalances(db, satoshi)).toEqual([
        { type: 'Playable', amount: 0.01234567, currency: 'BTC' },
        { type: 'Total', amount: 0.01234567, currency: 'BTC' },
      ]);

      const held = await db.query<{ kind: string; amount: string }>(
        `SELECT a.kind, sum(e.amount)::text AS amount FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
         WHERE a.player_id = $1 GROUP BY a.kind ORDER BY a.kind`,
        [pending],
      );
      expect(held.rows.map((row) => [row.kind, unitsOf(row.amount)])).toEqual([
        ['bonus', unitsOf('20')], ['cash', unitsOf('60')], ['locked', unitsOf('10')], ['non_playable_bonus', unitsOf('5')], ['pending_withdrawal', unitsOf('50')],
      ]);
      // Only the figures no ledger can hold keep an offset: the Total beyond its parts, the unknown type.
      const offsets = await db.query<{ balance_type: string; reported_offset: string }>(
        "SELECT balance_type, reported_offset::text AS reported_offset FROM wallet_reported_balances WHERE player_id = $1 AND reported_offset <> 0 ORDER BY position",
        [pending],
      );
      expect(offsets.rows.map((row) => [row.balance_type, unitsOf(row.reported_offset)])).toEqual([['Total', unitsOf('20')], ['LuckyDip', unitsOf('3')]]);

      const openings = await db.query<{ kind: string; currency: string; sum: string }>(
        `SELECT t.kind, a.currency, sum(e.amount)::text AS sum FROM ledger_transactions t
         JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id GROUP BY t.id, t.kind, a.currency`,
      );
      expect(openings.rows.length).toBe(2);
      expect(openings.rows.every((row) => row.kind === 'opening_balance' && unitsOf(row.sum) === 0n)).toBe(true);
      expect((await db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'balances'")).rows).toEqual([]);
    } finally {
      await db.close();
    }
  });
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabaseAt } from '../../kernel/database/database.ts';
import { gameWhere, playRound, startGame } from '../../test-support/game-play.ts';
import { startTestSandbox, type TestSandbox } from '../../test-support/harness.ts';
import { testPostgresDatabaseFor } from '../../test-support/test-postgres.ts';
import { freshPlayer, moneyPost, walletOf } from '../../test-support/payments.ts';

/**
 * Concurrent money requests of one player are decided one after the other: the balance each
 * takes from is read under the lock of the player's ledger accounts, in the transaction that posts.
 * Afterwards the ledger is read directly: every transaction sums to zero and no account of a
 * player is below zero.
 */
let sandbox: TestSandbox;
const players: string[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox();
}, 60_000);

afterAll(async () => {
  await sandbox.close();
});

const withdraw = (session: string, amount: number) => moneyPost(sandbox, session, 'withdrawals', { amount, currency: 'EUR', method: 'CARD' });

describe('money requests racing each other', { timeout: 60_000 }, () => {
  it('20 concurrent withdrawals never take the withdrawable balance below zero', async () => {
    const { username, session } = await freshPlayer(sandbox);
    players.push(username);
    // The ready template: Withdrawable 100.00 of a Playable 125.50.
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(session, 1000)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 402)).toHaveLength(10);
    expect(await walletOf(sandbox, session)).toMatchObject({ Withdrawable: 0, PendingWithdrawal: 100, Playable: 25.5 });
  });

  it('withdrawals racing real-money rounds never take the withdrawable or playable balance below zero', async () => {
    const { username, session } = await freshPlayer(sandbox);
    players.push(username);
    const game = await startGame(sandbox, gameWhere((candidate) => candidate.kind === 'slot' && !candidate.jackpot).id, session, 'real');
    const requests = Array.from({ length: 40 }, (_, index) => (index % 2 === 0 ? withdraw(session, 1500) : playRound(sandbox, game.playToken, { stake: 10 })));
    const answers = await Promise.all(requests);
    for (const answer of answers) expect([200, 201, 402]).toContain(answer.status);
    const wallet = await walletOf(sandbox, session);
    expect(wallet.Withdrawable).toBeGreaterThanOrEqual(0);
    expect(wallet.Playable).toBeGreaterThanOrEqual(0);
    const pendingCount = answers.filter((answer, index) => index % 2 === 0 && answer.status === 201).length;
    expect(wallet.PendingWithdrawal).toBe(pendingCount * 15);
  });

  it('leaves a ledger in which every transaction sums to zero and no player account is below zero', async () => {
    // PGlite lets one process open its directory; a PostgreSQL server's database (a test run on one) is the same.
    await sandbox.close({ keepData: true });
    const db = await openDatabaseAt({ dataDir: sandbox.dataDir, databaseUrl: await testPostgresDatabaseFor(sandbox.dataDir, { seeded: false }) });
    try {
      const unbalanced = await db.query(
        `SELECT e.transaction_id FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
         GROUP BY e.transaction_id, a.currency HAVING sum(e.amount) <> 0`,
      );
      expect(unbalanced.rows).toEqual([]);
      const negative = await db.query<{ username: string; kind: string }>(
        `SELECT p.username, a.kind FROM ledger_accounts a JOIN players p ON p.id = a.player_id
         LEFT JOIN ledger_entries e ON e.account_id = a.id
         WHERE p.username = ANY ($1::text[]) GROUP BY p.username, a.id, a.kind HAVING coalesce(sum(e.amount), 0) < 0`,
        [players],
      );
      expect(negative.rows).toEqual([]);
      const pending = await db.query<{ amount: string }>(
        `SELECT coalesce(sum(w.amount), 0)::text AS amount FROM withdrawals w JOIN players p ON p.id = w.player_id
         WHERE p.username = ANY ($1::text[]) AND w.status = 'PENDING'`,
        [players],
      );
      const held = await db.query<{ amount: string }>(
        `SELECT (coalesce(sum(e.amount), 0) * 100)::bigint::text AS amount FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
         JOIN players p ON p.id = a.player_id WHERE p.username = ANY ($1::text[]) AND a.kind = 'pending_withdrawal'`,
        [players],
      );
      // Every pending withdrawal's money (in cents) is in a pending_withdrawal account, and nothing else is.
      expect(held.rows[0]?.amount).toBe(pending.rows[0]?.amount);
    } finally {
      await db.close();
      sandbox = await startTestSandbox({ dataDir: sandbox.dataDir });
    }
  });
});

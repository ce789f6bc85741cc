import type { Queryable } from '../../kernel/database/database.ts';
import { majorOf, unitsOf } from '../../kernel/money.ts';

export interface LedgerLine {
  /** `cash`, `bonus`, … for the player's own accounts; `house_…` for the other side. */
  account: string;
  currency: string;
  /** Major units; positive adds to the account. */
  amount: number;
}

export interface LedgerTransactionView {
  id: number;
  kind: string;
  reference: string | null;
  createdAt: string;
  lines: LedgerLine[];
}

/** The player's latest transactions with every line of each, newest first: how each balance came to be. */
export async function ledgerHistory(db: Queryable, playerId: number, limit: number): Promise<LedgerTransactionView[]> {
  const result = await db.query<{ id: string; kind: string; reference: string | null; created_at: Date; account: string; currency: string; amount: string }>(
    `WITH latest AS (
       SELECT DISTINCT t.id, t.created_at FROM ledger_transactions t
       JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
       WHERE a.player_id = $1 ORDER BY t.created_at DESC, t.id DESC LIMIT $2
     )
     SELECT t.id::text AS id, t.kind, t.reference, t.created_at, a.kind AS account, a.currency, e.amount::text AS amount
     FROM latest JOIN ledger_transactions t ON t.id = latest.id
     JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
     ORDER BY t.created_at DESC, t.id DESC, e.id`,
    [playerId, limit],
  );
  const transactions = new Map<string, LedgerTransactionView>();
  for (const row of result.rows) {
    let transaction = transactions.get(row.id);
    if (transaction === undefined) {
      transaction = { id: Number(row.id), kind: row.kind, reference: row.reference, createdAt: row.created_at.toISOString(), lines: [] };
      transactions.set(row.id, transaction);
    }
    transaction.lines.push({ account: row.account, currency: row.currency, amount: majorOf(unitsOf(row.amount)) });
  }
  return [...transactions.values()];
}

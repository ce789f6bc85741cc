import type { Queryable } from '../../kernel/database/database.ts';

/** A persona account linked to the player (CASH-04: a bank transfer needs one). */
export interface LinkedAccount {
  id: string;
  type: string;
  label: string;
}

export async function linkedAccountsOf(db: Queryable, playerId: number): Promise<LinkedAccount[]> {
  const result = await db.query<LinkedAccount>('SELECT id, type, label FROM linked_accounts WHERE player_id = $1 ORDER BY position', [playerId]);
  return result.rows.map((row) => ({ id: row.id, type: row.type, label: row.label }));
}

/** Replaces the player's linked accounts (test control, seed). */
export async function replaceLinkedAccounts(db: Queryable, playerId: number, accounts: readonly LinkedAccount[]): Promise<void> {
  await db.query('DELETE FROM linked_accounts WHERE player_id = $1', [playerId]);
  for (const [position, account] of accounts.entries()) {
    await db.query('INSERT INTO linked_accounts (player_id, id, type, label, position) VALUES ($1, $2, $3, $4, $5)', [
      playerId,
      account.id,
      account.type,
      account.label,
      position,
    ]);
  }
}

export async function copyLinkedAccounts(db: Queryable, fromPlayerId: number, toPlayerId: number): Promise<void> {
  await db.query(
    'INSERT INTO linked_accounts (player_id, id, type, label, position) SELECT $2, id, type, label, position FROM linked_accounts WHERE player_id = $1',
    [fromPlayerId, toPlayerId],
  );
}

import type { Queryable } from '../../kernel/database/database.ts';

export interface Balance {
  type: string;
  amount: number;
  currency: string;
}

export async function listBalances(db: Queryable, playerId: number): Promise<Balance[]> {
  const result = await db.query<{ type: string; amount: string; currency: string }>(
    'SELECT type, amount, currency FROM balances WHERE player_id = $1 ORDER BY position',
    [playerId],
  );
  // numeric comes back as a string; the contract wants major units as JSON numbers.
  return result.rows.map((row) => ({ type: row.type, amount: Number(row.amount), currency: row.currency }));
}

export async function replaceBalances(db: Queryable, playerId: number, balances: readonly Balance[]): Promise<void> {
  await db.query('DELETE FROM balances WHERE player_id = $1', [playerId]);
  for (const [position, balance] of balances.entries()) {
    await db.query('INSERT INTO balances (player_id, position, type, amount, currency) VALUES ($1, $2, $3, $4, $5)', [
      playerId,
      position,
      balance.type,
      String(balance.amount),
      balance.currency,
    ]);
  }
}

/** Moves every balance of the player to another currency (the amounts stay). */
export async function moveBalancesTo(db: Queryable, playerId: number, currency: string): Promise<void> {
  await db.query('UPDATE balances SET currency = $2 WHERE player_id = $1', [playerId, currency]);
}

export async function copyBalances(db: Queryable, fromPlayerId: number, toPlayerId: number): Promise<void> {
  await db.query(
    `INSERT INTO balances (player_id, position, type, amount, currency)
     SELECT $2, position, type, amount, currency FROM balances WHERE player_id = $1`,
    [fromPlayerId, toPlayerId],
  );
}

import type { Queryable } from '../../kernel/database/database.ts';
import { copyPlayerRows, insertRow, playerRow, updateRows, type Columns } from '../../kernel/database/rows.ts';

export interface LoyaltyAccountRow {
  /** numeric columns come back from PGlite as strings. */
  points: string | number;
  excluded: boolean;
}

export interface TierRow {
  id: string;
  name: string;
  colour: string;
  min_points: string;
}

const table = 'loyalty_accounts';

export function findLoyaltyAccount(db: Queryable, playerId: number): Promise<LoyaltyAccountRow> {
  return playerRow<LoyaltyAccountRow>(db, table, playerId);
}

export async function insertLoyaltyAccount(db: Queryable, columns: Columns): Promise<void> {
  await insertRow(db, table, columns);
}

export async function updateLoyaltyAccount(db: Queryable, playerId: number, columns: Columns): Promise<void> {
  await updateRows(db, table, 'player_id', playerId, columns);
}

export async function copyLoyaltyAccount(db: Queryable, fromPlayerId: number, toPlayerId: number): Promise<void> {
  await copyPlayerRows(db, table, ['points', 'excluded'], fromPlayerId, toPlayerId);
}

/** The tiers, lowest threshold first. */
export async function listTiers(db: Queryable): Promise<TierRow[]> {
  return (await db.query<TierRow>('SELECT id, name, colour, min_points FROM loyalty_tiers ORDER BY min_points')).rows;
}

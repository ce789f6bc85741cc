import type { Queryable } from '../../kernel/database/database.ts';
import { copyPlayerRows, insertRow, playerRow, updateRows, type Columns } from '../../kernel/database/rows.ts';

/** A row of `profiles`: who the player is and how to reach them. */
export interface ProfileRow {
  player_id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  nickname: string | null;
  currency: string;
  language: string;
  country_code: string;
  subdivision: string | null;
  phone_prefix: string | null;
  phone_number: string | null;
  phone_status: string;
}

const table = 'profiles';

export function findProfile(db: Queryable, playerId: number): Promise<ProfileRow> {
  return playerRow<ProfileRow>(db, table, playerId);
}

export async function insertProfile(db: Queryable, columns: Columns): Promise<void> {
  await insertRow(db, table, columns);
}

export async function updateProfile(db: Queryable, playerId: number, columns: Columns): Promise<void> {
  await updateRows(db, table, 'player_id', playerId, columns);
}

const copiedColumns = [
  'first_name', 'last_name', 'nickname', 'currency', 'language', 'country_code', 'subdivision', 'phone_prefix',
  'phone_number', 'phone_status',
] as const satisfies readonly (keyof ProfileRow)[];

/** Copies a profile to a new player, whose email is their username. */
export async function copyProfile(db: Queryable, fromPlayerId: number, toPlayerId: number, email: string): Promise<void> {
  await copyPlayerRows(db, table, copiedColumns, fromPlayerId, toPlayerId, { email });
}

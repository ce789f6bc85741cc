import type { Queryable } from './database.ts';

/** Column name → value. Names come only from repository code, never from a request. */
export type Columns = Record<string, unknown>;

/** The columns whose value is given: a patch leaves the absent ones as they are. */
export function givenColumns(columns: Columns): Columns {
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

export async function insertRow<Row>(db: Queryable, table: string, columns: Columns): Promise<Row> {
  const names = Object.keys(columns);
  const placeholders = names.map((_, index) => `$${index + 1}`);
  const result = await db.query<Row>(
    `INSERT INTO ${table} (${names.join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING *`,
    Object.values(columns),
  );
  const row = result.rows[0];
  if (!row) throw new Error(`INSERT INTO ${table} returned no row`);
  return row;
}

/** Sets the given columns of the rows whose `keyColumn` is `key`; nothing to set is no query. */
export async function updateRows(db: Queryable, table: string, keyColumn: string, key: unknown, columns: Columns): Promise<void> {
  const names = Object.keys(columns);
  if (names.length === 0) return;
  const assignments = names.map((name, index) => `${name} = $${index + 2}`);
  await db.query(`UPDATE ${table} SET ${assignments.join(', ')} WHERE ${keyColumn} = $1`, [key, ...Object.values(columns)]);
}

/** Copies a player's rows of a table (keyed by `player_id`) to another player, with `fresh` values for some columns. */
export async function copyPlayerRows(
  db: Queryable,
  table: string,
  columns: readonly string[],
  fromPlayerId: number,
  toPlayerId: number,
  fresh: Columns = {},
): Promise<void> {
  const freshNames = Object.keys(fresh);
  const freshPlaceholders = freshNames.map((_, index) => `$${index + 3}`);
  const targets = ['player_id', ...columns, ...freshNames].join(', ');
  const sources = ['$2', ...columns, ...freshPlaceholders].join(', ');
  await db.query(`INSERT INTO ${table} (${targets}) SELECT ${sources} FROM ${table} WHERE player_id = $1`, [
    fromPlayerId,
    toPlayerId,
    ...Object.values(fresh),
  ]);
}

/** The row a player must have in a service's table: its absence is a bug, not an answer. */
export async function playerRow<Row>(db: Queryable, table: string, playerId: number): Promise<Row> {
  const result = await db.query<Row>(`SELECT * FROM ${table} WHERE player_id = $1`, [playerId]);
  const row = result.rows[0];
  if (!row) throw new Error(`Player ${playerId} has no row in ${table}`);
  return row;
}

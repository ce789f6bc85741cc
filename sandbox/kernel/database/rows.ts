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

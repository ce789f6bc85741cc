/**
 * What a query answers on both backends: the rows, typed alike (numeric as a string, int8 as a
 * number when it is a safe integer, timestamps and dates as Date, json parsed), and for INSERT,
 * UPDATE and DELETE how many rows they touched.
 */
export interface QueryResult<Row> {
  rows: Row[];
  affectedRows?: number;
}

/** Either the database itself or an open transaction: repository functions accept both. */
export interface Queryable {
  query<Row>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Runs one or more statements without parameters (a migration, a TRUNCATE). */
  exec(sql: string): Promise<unknown>;
}

/**
 * The sandbox's database: embedded PGlite in a data dir, or a PostgreSQL server (`DATABASE_URL`).
 * A transaction is READ COMMITTED on both; PGlite runs one at a time, a server runs them at once.
 */
export interface Database extends Queryable {
  transaction<T>(run: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

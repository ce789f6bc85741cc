import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { applyMigrations, type Migration } from './migrations.ts';
import { openPostgresDatabase } from './postgres-database.ts';

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

/** Where a sandbox keeps its data: the data dir always (its lock file), the database there or on a server. */
export interface DatabaseLocation {
  dataDir: string;
  /** A PostgreSQL server's database (`postgres://…`); null or absent: PGlite under `dataDir/pgdata`. */
  databaseUrl?: string | null;
}

export function databaseDir(dataDir: string): string {
  return join(dataDir, 'pgdata');
}

/**
 * Opens (creating when needed) the PGlite database kept under `dataDir/pgdata` and migrates it:
 * with every migration, or only those given (a test building an old layout).
 */
export async function openDatabase(dataDir: string, migrations?: readonly Migration[]): Promise<Database> {
  const pgdata = databaseDir(dataDir);
  await mkdir(pgdata, { recursive: true });
  const db = await PGlite.create(pgdata);
  try {
    await applyMigrations(db, migrations);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** The sandbox's database wherever the location says, migrated. */
export function openDatabaseAt(location: DatabaseLocation, migrations?: readonly Migration[]): Promise<Database> {
  return location.databaseUrl ? openPostgresDatabase(location.databaseUrl, migrations) : openDatabase(location.dataDir, migrations);
}

import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { applyMigrations, type Migration } from './migrations.ts';

/** Either the database itself or an open transaction: repository functions accept both. */
export type Queryable = Pick<Transaction, 'query' | 'exec'>;

export type Database = PGlite;

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

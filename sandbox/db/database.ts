import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { applyMigrations } from './migrate.ts';

/** Either the database itself or an open transaction: repository functions accept both. */
export type Queryable = Pick<Transaction, 'query' | 'exec'>;

export type Database = PGlite;

export function databaseDir(dataDir: string): string {
  return join(dataDir, 'pgdata');
}

/** Opens (creating when needed) the PGlite database kept under `dataDir/pgdata` and migrates it. */
export async function openDatabase(dataDir: string): Promise<Database> {
  const pgdata = databaseDir(dataDir);
  await mkdir(pgdata, { recursive: true });
  const db = await PGlite.create(pgdata);
  try {
    await applyMigrations(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

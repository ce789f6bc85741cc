import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { applyMigrations, type Migration } from './migrations.ts';
import { openPostgresDatabase } from './postgres-database.ts';
import type { Database } from './queryable.ts';

export type { Database, QueryResult, Queryable } from './queryable.ts';

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

import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));
const migrationFileName = /^(\d{3})_[a-z0-9_]+\.sql$/;

interface Migration {
  version: number;
  name: string;
  sql: string;
}

async function readMigrations(): Promise<Migration[]> {
  const files = (await readdir(migrationsDir)).filter((file) => migrationFileName.test(file)).sort();
  return Promise.all(
    files.map(async (name) => ({
      version: Number(name.slice(0, 3)),
      name,
      sql: await readFile(migrationsDir + name, 'utf8'),
    })),
  );
}

/** Applies, in order and each in its own transaction, the migrations not yet recorded. */
export async function applyMigrations(db: PGlite): Promise<number[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied = new Set(
    (await db.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((row) => row.version),
  );
  const newlyApplied: number[] = [];
  for (const migration of await readMigrations()) {
    if (applied.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
    newlyApplied.push(migration.version);
  }
  return newlyApplied;
}

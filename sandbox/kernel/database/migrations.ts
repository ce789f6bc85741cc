import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './queryable.ts';

const sandboxDir = fileURLToPath(new URL('../../', import.meta.url));
const kernelMigrationsDir = join(sandboxDir, 'kernel', 'database', 'migrations');
const servicesDir = join(sandboxDir, 'services');
const migrationFileName = /^(\d{3})_[a-z0-9_]+\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The kernel's migrations (the schema from before services owned their tables) and each service's `migrations/`. */
async function migrationDirs(): Promise<string[]> {
  const services = await readdir(servicesDir, { withFileTypes: true });
  const serviceDirs = services.filter((entry) => entry.isDirectory()).map((entry) => join(servicesDir, entry.name, 'migrations'));
  return [kernelMigrationsDir, ...serviceDirs].filter((dir) => existsSync(dir));
}

/** Every migration of every folder, in one sequence of versions; two files with one version are an error. */
export async function readMigrations(): Promise<Migration[]> {
  const migrations: Migration[] = [];
  for (const dir of await migrationDirs()) {
    for (const name of (await readdir(dir)).filter((file) => migrationFileName.test(file))) {
      migrations.push({ version: Number(name.slice(0, 3)), name, sql: await readFile(join(dir, name), 'utf8') });
    }
  }
  migrations.sort((a, b) => a.version - b.version);
  const clash = migrations.find((migration, index) => migrations[index - 1]?.version === migration.version);
  if (clash) throw new Error(`Two migrations have version ${clash.version}: rename one of them (${clash.name})`);
  return migrations;
}

/** Applies, in order and each in its own transaction, the migrations not yet recorded. */
export async function applyMigrations(db: Database, migrations?: readonly Migration[]): Promise<number[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied = new Set(
    (await db.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((row) => row.version),
  );
  const newlyApplied: number[] = [];
  for (const migration of migrations ?? (await readMigrations())) {
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

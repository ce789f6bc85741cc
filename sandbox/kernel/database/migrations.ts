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

/**
 * The kernel's migrations (the sandbox's own metadata) and each service's `migrations/`, the kernel
 * first, then the services in name order: the order in which the parts of one migration run.
 */
async function migrationDirs(): Promise<string[]> {
  const services = await readdir(servicesDir, { withFileTypes: true });
  const serviceDirs = services
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => join(servicesDir, name, 'migrations'));
  return [kernelMigrationsDir, ...serviceDirs].filter((dir) => existsSync(dir));
}

/**
 * Every migration of every folder, in one sequence of versions. Files of one version in several
 * folders are one migration only when they have one name: the parts each service declares of a
 * migration that shipped before the services owned their tables (`001_initial.sql`), run in folder
 * order in one transaction and recorded once under that name, so a data dir that recorded it keeps
 * its history. Two files of one version with different names are an error.
 */
export async function readMigrations(): Promise<Migration[]> {
  const byVersion = new Map<number, Migration>();
  for (const dir of await migrationDirs()) {
    for (const name of (await readdir(dir)).filter((file) => migrationFileName.test(file)).sort()) {
      const version = Number(name.slice(0, 3));
      const sql = await readFile(join(dir, name), 'utf8');
      const earlier = byVersion.get(version);
      if (earlier !== undefined && earlier.name !== name) {
        throw new Error(`Two migrations have version ${version}: rename one of them (${name})`);
      }
      byVersion.set(version, earlier === undefined ? { version, name, sql } : { version, name, sql: `${earlier.sql}\n${sql}` });
    }
  }
  return [...byVersion.values()].sort((a, b) => a.version - b.version);
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

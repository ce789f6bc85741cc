import pg from 'pg';
import { openDatabaseAt, type Database } from '../kernel/database/database.ts';
import type { Migration } from '../kernel/database/migrations.ts';
import { openPostgresDatabase } from '../kernel/database/postgres-database.ts';
import { seedDatabase } from '../seed/seed.ts';
import { templateKey } from './seeded-template.ts';

/**
 * Set by `scripts/postgres-cluster.mjs` (the test run's throwaway cluster): the server's admin
 * database. When it is set, test sandboxes and test databases live on that server instead of PGlite.
 */
export const testPostgresVariable = 'SANDBOX_TEST_POSTGRES_URL';

export const testPostgresUrl = (): string | null => process.env[testPostgresVariable] || null;

const databaseUrl = (serverUrl: string, name: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const nameOf = (url: string): string => decodeURIComponent(new URL(url).pathname.slice(1));

async function onServer<T>(serverUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Test files building the template at once wait for the first one. */
const templateLockKey = 7_400_009;

let templateOnce: Promise<string> | null = null;

/**
 * The seeded template database (migrated and seeded once per version of the sandbox's code, as the
 * PGlite template dir), built under a temporary name and renamed when complete.
 */
function seededTemplate(serverUrl: string): Promise<string> {
  templateOnce ??= (async () => {
    const name = `sandbox_template_${await templateKey()}`;
    await onServer(serverUrl, async (admin) => {
      await admin.query('SELECT pg_advisory_lock($1)', [templateLockKey]);
      try {
        const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (exists.rows.length > 0) return;
        const building = `${name}_building_${process.pid}`;
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${building}`);
        const db = await openPostgresDatabase(databaseUrl(serverUrl, building));
        try {
          await seedDatabase(db, Date.now());
        } finally {
          await db.close();
        }
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      } finally {
        await admin.query('SELECT pg_advisory_unlock($1)', [templateLockKey]);
      }
    });
    return name;
  })();
  return templateOnce;
}

let created = 0;

/** A new database on the test server: a copy of the seeded template, or empty (the sandbox migrates and seeds it). */
export async function newTestPostgresDatabase(serverUrl: string, { seeded }: { seeded: boolean }): Promise<string> {
  const template = seeded ? await seededTemplate(serverUrl) : 'template0';
  created += 1;
  const name = `sandbox_test_${process.pid}_${Date.now().toString(36)}_${created}`;
  await onServer(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return databaseUrl(serverUrl, name);
}

export async function dropTestPostgresDatabase(serverUrl: string, url: string): Promise<void> {
  await onServer(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${nameOf(url)} WITH (FORCE)`));
}

/** Each test data dir has its own database on the test server, kept across restarts of its sandbox. */
const databaseOfDataDir = new Map<string, string>();

/** The test server's database for this data dir (created on first use), or null when the tests run on PGlite. */
export async function testPostgresDatabaseFor(dataDir: string, { seeded }: { seeded: boolean }): Promise<string | null> {
  const serverUrl = testPostgresUrl();
  if (serverUrl === null) return null;
  const known = databaseOfDataDir.get(dataDir);
  if (known !== undefined) return known;
  const url = await newTestPostgresDatabase(serverUrl, { seeded });
  databaseOfDataDir.set(dataDir, url);
  return url;
}

/** Drops the data dir's database on the test server, when it has one. */
export async function forgetTestPostgresDatabase(dataDir: string): Promise<void> {
  const serverUrl = testPostgresUrl();
  const url = databaseOfDataDir.get(dataDir);
  if (serverUrl === null || url === undefined) return;
  databaseOfDataDir.delete(dataDir);
  await dropTestPostgresDatabase(serverUrl, url);
}

/**
 * The database a test sandbox of this data dir keeps, opened (and migrated, with every migration or
 * those given): on the test server when the tests run on PostgreSQL, in the data dir on PGlite.
 */
export async function openDataDirDatabase(dataDir: string, migrations?: readonly Migration[]): Promise<Database> {
  return openDatabaseAt({ dataDir, databaseUrl: await testPostgresDatabaseFor(dataDir, { seeded: false }) }, migrations);
}

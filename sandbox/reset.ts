import { readdir, rm } from 'node:fs/promises';
import { readCliSettings } from './cli.ts';
import { openDatabaseAt } from './kernel/database/database.ts';
import { dataDirHolder, lockDataDir } from './kernel/database/data-dir-lock.ts';
import { wipePostgresDatabase } from './kernel/database/postgres-database.ts';
import { demoPlayers } from './seed/demo-players.ts';
import { seedDatabase } from './seed/seed.ts';

/** A guard against a mistyped DATA_DIR: only an empty directory or a sandbox data dir is wiped. */
async function refuseForeignDirectory(dataDir: string): Promise<void> {
  const entries: string[] = await readdir(dataDir).catch(() => []);
  if (entries.length > 0 && !entries.includes('pgdata')) {
    throw new Error(`${dataDir} does not look like a sandbox data dir (no pgdata/ inside); not wiping it.`);
  }
}

/** Wipes DATA_DIR and seeds it again: `node --import tsx sandbox/reset.ts`. */
async function reset(): Promise<void> {
  const { dataDir, databaseUrl } = readCliSettings();
  const holder = await dataDirHolder(dataDir);
  if (holder !== null) {
    throw new Error(`The sandbox (process ${holder}) is using ${dataDir}. Stop it first, or POST /sandbox/control/reset.`);
  }
  await refuseForeignDirectory(dataDir);
  await rm(dataDir, { recursive: true, force: true });
  console.log(`Wiped ${dataDir}`);
  if (databaseUrl) {
    await wipePostgresDatabase(databaseUrl);
    console.log('Wiped the PostgreSQL database (DATABASE_URL)');
  }

  const unlock = await lockDataDir(dataDir);
  try {
    const db = await openDatabaseAt({ dataDir, databaseUrl });
    try {
      const migrations = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY version');
      console.log(`Created the schema: ${migrations.rows.map((row) => row.name).join(', ')}`);
      await seedDatabase(db, Date.now());
      console.log(`Seeded ${demoPlayers.length} demo players and the site configuration.`);
    } finally {
      await db.close();
    }
  } finally {
    await unlock();
  }
}

reset().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

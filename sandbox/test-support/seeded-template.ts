import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseDir, openDatabase } from '../kernel/database/database.ts';
import { hashCost } from '../kernel/security/passwords.ts';
import { seedDatabase } from '../seed/seed.ts';

const sandboxDir = fileURLToPath(new URL('..', import.meta.url));
const templatePrefix = 'sandbox-seeded-template-';
// Another checkout (a clean-clone CI run beside a working tree) may be using its own template now:
// only templates nobody has used for this long are removed.
const unusedTemplateAgeMs = 24 * 60 * 60 * 1000;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|sql)$/.test(entry.name) && !entry.name.endsWith('.test.ts'))
    .filter((entry) => !entry.parentPath.includes('test-support'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Changes whenever the schema, the seed or any sandbox code (or PGlite, or the hash cost) changes. */
export async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(hashCost());
  hash.update(await readFile(join(sandboxDir, '..', 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  for (const file of await sourceFiles(sandboxDir)) {
    hash.update(relative(sandboxDir, file)).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

let templateOnce: Promise<string> | null = null;

/**
 * A freshly seeded database directory, built once and kept in the temp dir. Seeding costs seconds
 * (scrypt is slow by design), so test files copy this instead of each seeding their own. Built
 * under a temporary name and renamed, so parallel test files never see half a template.
 */
async function buildTemplate(): Promise<string> {
  const key = await templateKey();
  const template = join(tmpdir(), `${templatePrefix}${key}`);
  if (existsSync(join(template, 'complete'))) {
    await markUsed(template);
    return template;
  }

  const building = await mkdtemp(join(tmpdir(), `${templatePrefix}building-`));
  const db = await openDatabase(building);
  await seedDatabase(db, Date.now());
  await db.close();
  await writeFile(join(building, 'complete'), key);
  try {
    await rename(building, template);
  } catch {
    // Another test file finished the same template first.
    await rm(building, { recursive: true, force: true });
  }
  await pruneOtherTemplates(template);
  return template;
}

async function markUsed(template: string): Promise<void> {
  const now = new Date();
  await utimes(template, now, now).catch(() => undefined);
}

async function pruneOtherTemplates(keep: string): Promise<void> {
  for (const name of await readdir(tmpdir())) {
    const path = join(tmpdir(), name);
    if (!name.startsWith(templatePrefix) || name.includes('building') || path === keep) continue;
    const lastUsed = await stat(path).then((info) => info.mtimeMs, () => Date.now());
    if (Date.now() - lastUsed > unusedTemplateAgeMs) await rm(path, { recursive: true, force: true });
  }
}

/** The seeded template's directory, built on first use by this process or found ready. */
export function seededTemplate(): Promise<string> {
  templateOnce ??= buildTemplate();
  return templateOnce;
}

/** Fills an empty data dir with a copy of the seeded template database. */
export async function copySeededDatabase(dataDir: string): Promise<void> {
  const template = await seededTemplate();
  await cp(databaseDir(template), databaseDir(dataDir), { recursive: true });
}

import { readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';

const lockFileName = 'sandbox.pid';

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/** The pid of a live process holding the data dir, or null. */
export async function dataDirHolder(dataDir: string): Promise<number | null> {
  try {
    const pid = Number((await readFile(join(dataDir, lockFileName), 'utf8')).trim());
    return Number.isInteger(pid) && pid > 0 && isProcessAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/**
 * PGlite corrupts its files when two instances open the same directory, so a data dir is held by
 * one sandbox at a time. A lock left by a dead process is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const holder = await dataDirHolder(dataDir);
  if (holder !== null) {
    throw new Error(`The sandbox data dir ${dataDir} is in use by process ${holder}.`);
  }
  const lockFile = join(dataDir, lockFileName);
  await writeFile(lockFile, String(process.pid));
  return async () => {
    await rm(lockFile, { force: true });
  };
}

// Where the test layers keep their throwaway data (sandbox databases, their seeded template, the
// PostgreSQL cluster, browser profiles): memory (/dev/shm) when the machine has room there, else the
// system's temp dir. On disk, PGlite's writes and the copies of the seeded template were a third of
// the sandbox tests' time (sys 78 s of a 90 s run; 26 s of 63 s in memory).
import { accessSync, constants, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';

const MEMORY_DIR = '/dev/shm';
/** A container's default /dev/shm (64 MB) is too small for a run: then the disk it is. */
const ROOM_NEEDED = 4 * 1024 ** 3;

export const scratchDir = () => {
  try {
    accessSync(MEMORY_DIR, constants.W_OK);
    const { bavail, bsize } = statfsSync(MEMORY_DIR);
    return bavail * bsize >= ROOM_NEEDED ? MEMORY_DIR : tmpdir();
  } catch {
    return tmpdir();
  }
};

import { readdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { seededTemplate } from './seeded-template.ts';
import { workerSandboxPrefix } from './use-test-sandbox.ts';

/**
 * Vitest's global set-up for the projects that start sandboxes: the seeded template, built once
 * before the workers start; afterwards, the data of the sandboxes the workers shared.
 */
export default async function setup(): Promise<() => Promise<void>> {
  await seededTemplate();
  return async () => {
    const prefix = workerSandboxPrefix(process.pid);
    const dir = dirname(prefix);
    for (const name of await readdir(dir)) {
      const path = join(dir, name);
      if (path.startsWith(prefix)) await rm(path, { recursive: true, force: true });
    }
  };
}

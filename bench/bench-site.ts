// What the page benches start from: the site built into a temp dir, served by a sandbox of its own on
// loopback, and Debian's Chromium (playwright-core); all of it stopped and removed at the end.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { startSandbox, type RunningSandbox } from '../sandbox/server.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface BenchSite {
  readonly browser: Browser;
  readonly sandbox: RunningSandbox;
}

/**
 * Runs `measure` against a freshly built site and its sandbox (`control`: the sandbox's test-control
 * API, for benches that create players), then exits: with 1 when `measure` says the budget was missed
 * (returns true) or Chromium is missing.
 */
export async function benchSite(name: string, { control }: { control: boolean }, measure: (site: BenchSite) => Promise<boolean>): Promise<never> {
  const executable = chromiumPath();
  if (executable === null) {
    console.error('Chromium is missing: `apt-get install -y chromium`, or set CHROMIUM_PATH.');
    process.exit(1);
  }
  const workDir = await mkdtemp(join(tmpdir(), `bench-${name}-`));
  let sandbox: RunningSandbox | null = null;
  const browser = await chromium.launch({ executablePath: executable, args: [...CHROMIUM_ARGS] });
  let failed: boolean;
  try {
    const siteDir = join(workDir, 'site');
    await build({ configFile: join(repoRoot, 'vite.config.ts'), root: repoRoot, logLevel: 'warn', build: { outDir: siteDir, emptyOutDir: true } });
    sandbox = await startSandbox({ port: 0, dataDir: join(workDir, 'data'), siteDir, control, logger: false });
    failed = await measure({ browser, sandbox });
  } finally {
    await browser.close();
    await sandbox?.close();
    await rm(workDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
/** The site server (`server/`, e2e/site-server.spec.ts) on the next port: the same build, the sandbox as its platform on another origin. */
const siteServerPort = port + 1;
// The sandbox's data: under .data unless the run keeps it elsewhere (npm test: in memory, scripts/scratch-dir.mjs).
const dataDir = process.env.E2E_DATA_DIR ?? '.data/e2e';

/** Browser journeys through the built site and a sandbox with a fresh database. */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL,
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath() ?? undefined, args: [...CHROMIUM_ARGS] },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }, grepInvert: /@mobile/ },
    { name: 'mobile', use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }, grep: /@mobile/ },
  ],
  webServer: [
    {
      // A fresh copy of the seeded template (built once per run), not a database seeded anew.
      // Secrets hashed at the test runs' light cost (sandbox/kernel/security/passwords.ts), as in every test layer.
      // The site server's origin is allowed by CORS (SITE_ORIGINS), as a platform must allow the site's.
      command: `export SANDBOX_HASH_COST=light && node --import tsx sandbox/test-support/prepare-seeded.ts ${dataDir} && DATA_DIR=${dataDir} PORT=${port} SITE_ORIGINS=http://127.0.0.1:${siteServerPort} node --import tsx sandbox/main.ts`,
      url: `${baseURL}/services/site-config/v1/site-config`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      command: `PLATFORM_URL=${baseURL} SITE_ORIGIN=http://127.0.0.1:${siteServerPort} PORT=${siteServerPort} node --import tsx server/main.ts`,
      url: `http://127.0.0.1:${siteServerPort}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
    },
  ],
});

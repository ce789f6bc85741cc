import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The sandbox's tests that run on each backend in turn (scripts/test-all.mjs): the chaos run, and
 * the ledger's tests again, on the PostgreSQL server when SANDBOX_TEST_POSTGRES_URL is set. Not in
 * the unit project: the chaos run takes most of a minute and starts sandboxes as child processes.
 * On PostgreSQL also the `*.multiprocess.ts` files: two sandboxes on one database (PGlite is one
 * process by design, so they have nothing to prove there).
 */
// Secrets hashed at the test runs' light cost (sandbox/kernel/security/passwords.ts), as in every test layer.
process.env.SANDBOX_HASH_COST ??= 'light';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: [
      'sandbox/chaos/**/*.chaos.ts',
      'sandbox/services/wallet/ledger.test.ts',
      'sandbox/services/wallet/ledger-totals.test.ts',
      'sandbox/services/wallet/period-sums.test.ts',
      ...(process.env.SANDBOX_TEST_POSTGRES_URL ? ['sandbox/**/*.multiprocess.ts'] : []),
    ],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});

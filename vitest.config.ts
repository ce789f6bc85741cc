import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Vitest runs one worker fewer than the machine has cores; on two cores that is one. Each project
// names its own: the site's tests are CPU-bound (jsdom, React), the sandbox's mostly wait on
// PGlite and loopback HTTP, so they overlap well.
// The sandboxes tests start hash secrets at the test runs' light cost (sandbox/kernel/security/passwords.ts);
// set here, before the workers start, so they and the global set-up's seeded template agree.
process.env.SANDBOX_HASH_COST ??= 'light';

const workers = (perCore: number) => Math.max(2, Math.round(perCore * availableParallelism()));

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            // The site's domain, application and adapter tests: plain Node, and the files of a worker
            // share their modules (no jsdom, no fresh module graph per file: 7 s instead of 55).
            // A `.test.ts` that needs a document says so in its first line: `// @vitest-environment jsdom`.
            name: 'site',
            // Projects with their own worker counts run one group after another.
            sequence: { groupOrder: 0 },
            include: ['src/**/*.test.ts'],
            environment: 'node',
            isolate: false,
            setupFiles: ['tests/setup/vitest-setup.ts'],
            testTimeout: 15_000,
            maxWorkers: workers(1),
          },
        },
        {
          extends: true,
          test: {
            // The components, rendered in jsdom, each file in a fresh module graph: React trees, lazy
            // routes and Testing Library's document outlive a file otherwise.
            name: 'site-dom',
            sequence: { groupOrder: 0 },
            include: ['src/**/*.test.tsx'],
            environment: 'jsdom',
            setupFiles: ['tests/setup/vitest-setup.ts'],
            testTimeout: 15_000,
            maxWorkers: workers(1),
          },
        },
        {
          extends: true,
          test: {
            name: 'sandbox',
            sequence: { groupOrder: 1 },
            include: ['sandbox/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['sandbox/test-support/vitest-global-setup.ts'],
            // One sandbox per worker (sandbox/test-support/use-test-sandbox.ts) outlives each file.
            isolate: false,
            testTimeout: 30_000,
            hookTimeout: 60_000,
            maxWorkers: workers(1.5),
          },
        },
        {
          extends: true,
          test: {
            // The site server (server/): a temp dist, a fake platform, an ephemeral port; no sandbox.
            name: 'server',
            sequence: { groupOrder: 0 },
            include: ['server/**/*.test.ts'],
            environment: 'node',
            testTimeout: 15_000,
            maxWorkers: workers(1),
          },
        },
        {
          extends: true,
          test: {
            // Each file starts a sandbox of its own (tests/contract/sandbox-fixture.ts); the files of a
            // worker share their modules, so the sandbox's and the adapters' code is loaded once per worker
            // (half the stage's CPU time was each file loading them again).
            name: 'contract',
            sequence: { groupOrder: 2 },
            isolate: false,
            include: ['tests/contract/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['sandbox/test-support/vitest-global-setup.ts'],
            setupFiles: ['tests/setup/vitest-setup.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
            maxWorkers: workers(1.5),
          },
        },
      ],
    },
  }),
);

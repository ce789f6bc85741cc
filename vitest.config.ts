import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Vitest runs one worker fewer than the machine has cores; on two cores that is one. Each project
// names its own: the site's tests are CPU-bound (jsdom, React), the sandbox's mostly wait on
// PGlite and loopback HTTP, so they overlap well.
const workers = (perCore: number) => Math.max(2, Math.round(perCore * availableParallelism()));

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'site',
            include: ['src/**/*.test.{ts,tsx}'],
            environment: 'jsdom',
            setupFiles: ['tests/setup/vitest-setup.ts'],
            maxWorkers: workers(1),
          },
        },
        {
          extends: true,
          test: {
            name: 'sandbox',
            include: ['sandbox/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['sandbox/test-support/vitest-global-setup.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
            maxWorkers: workers(1.5),
          },
        },
        {
          extends: true,
          test: {
            name: 'contract',
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

import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['src/**/*.test.{ts,tsx}', 'sandbox/**/*.test.ts'],
            environment: 'jsdom',
            setupFiles: ['tests/setup/vitest-setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'contract',
            include: ['tests/contract/**/*.test.ts'],
            environment: 'node',
            setupFiles: ['tests/setup/vitest-setup.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
            fileParallelism: false,
          },
        },
      ],
    },
  }),
);

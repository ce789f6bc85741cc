import { availableParallelism } from 'node:os';

// Acceptance tests: Gherkin in features/<context>/, TypeScript steps and drivers beside them, loaded
// through tsx. `loader: ['tsx']` does not work with tsx 4 (it must be registered), so the first import registers it.
// Scenarios run in one worker per core; each worker builds its own worlds and, for `@platform`
// scenarios, starts its own sandbox (features/support/platform/shared-sandbox.ts).
export default {
  import: ['features/support/register-tsx.mjs', 'features/support/**/*.ts', 'features/**/*.steps.ts'],
  paths: ['features/**/*.feature'],
  format: ['progress', 'html:reports/features.html', 'message:reports/features.ndjson'],
  strict: true,
  parallel: Math.max(2, availableParallelism()),
};

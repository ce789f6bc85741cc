import { availableParallelism } from 'node:os';

// Acceptance tests: Gherkin in features/<context>/, TypeScript steps and drivers beside them, loaded
// through tsx. `loader: ['tsx']` does not work with tsx 4 (it must be registered), so the first import registers it.
// Scenarios run in one worker per core; each worker builds its own worlds and, for `@platform`
// scenarios, starts its own sandbox (features/support/platform/shared-sandbox.ts).
// The sandbox of the `@platform` scenarios hashes at the test runs' light cost (sandbox/kernel/security/passwords.ts).
process.env.SANDBOX_HASH_COST ??= 'light';

// Feature files named on the command line run alone (cucumber adds the paths given here to them).
const namedOnTheCommandLine = process.argv.slice(2).some((arg) => /^features\/|\.feature(:\d+)*$/.test(arg));

export default {
  import: ['features/support/register-tsx.mjs', 'features/support/**/*.ts', 'features/**/*.steps.ts'],
  paths: namedOnTheCommandLine ? [] : ['features/**/*.feature'],
  format: ['progress', 'html:reports/features.html', 'message:reports/features.ndjson'],
  strict: true,
  parallel: Math.max(2, availableParallelism()),
};

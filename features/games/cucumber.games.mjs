export default {
  import: ['features/support/register-tsx.mjs', 'features/support/**/*.ts', 'features/**/*.steps.ts'],
  paths: ['features/games/**/*.feature'],
  format: ['progress'],
  strict: true,
};

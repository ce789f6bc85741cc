import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'dist-prepaint/', 'dist-sourcemaps/', 'dist-ssr/', 'node_modules/', 'reports/', '.data/', 'test-results/', 'playwright-report/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    // CommonJS configuration files of tools that load them with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Constructor parameters are injected by inversify through decorators, never inferred from types.
    files: ['src/application/**/*.ts', 'src/infrastructure/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // Fakes hold state (docs/decisions.md "Fakes hold state"): the platform's policy (bounds,
    // cooling-off, due dates, time windows, attempts and lockouts, expiry, the checks it makes of a
    // request) lives once, in the sandbox, and a fake only stores what a test put there and answers
    // what a test scripts. Policy shows in a fake as one of three things, each refused here:
    // - time arithmetic: reading the wall clock or building an instant from a computation
    //   (`new Date()`, `new Date(x + hours)`, `Date.now()`, `.getTime()`, `setUTCMonth`...); a fixed
    //   instant written as a literal is state, and a fake that needs "now" is handed it by the test;
    // - comparing a quantity with a bound (`<`, `<=`, `>`, `>=`): limits, ranges, attempts left,
    //   "is it over yet" are decisions the platform makes and a test scripts;
    // - importing the site's own mirror of a rule from the domain (`decimalsOf`, `REALITY_CHECK_MINUTES`,
    //   points per currency unit...): the domain's types and ports only, plus the few names below,
    //   which name things rather than rules (a cookie, a document type, an error's shape, a phone
    //   written whole, the page size the site asks the history for).
    // The old fakes of limits, breaks, session summaries, verification codes, redemptions and the
    // history filter failed these; the browser's snooze cookie keeps the browser's clock (it expires
    // after the Max-Age the site sets) and is no fake of the platform.
    files: ['src/infrastructure/**/in-memory-*.ts', 'src/infrastructure/**/memory-*.ts'],
    ignores: ['**/*.test.ts', 'src/infrastructure/twofactor/memory-reminder-snooze-store.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date']:not([arguments.length=1][arguments.0.type='Literal'])", message: 'A fake builds no instant: a test gives it the dates the platform answers (a fixed literal instant is fine).' },
        { selector: "MemberExpression[object.name='Date']", message: 'A fake reads no clock and computes no date: a test gives it the dates the platform answers.' },
        {
          selector: "CallExpression[callee.property.name=/^(getTime|valueOf|set(UTC)?(FullYear|Month|Date|Hours|Minutes|Seconds|Milliseconds|Time)|get(UTC)?(FullYear|Month|Date|Day|Hours|Minutes|Seconds|Milliseconds))$/]",
          message: 'A fake does no time arithmetic (due dates, windows, expiry are the platform\'s, proven in the sandbox): a test sets the state.',
        },
        { selector: "BinaryExpression[operator=/^[<>]=?$/]", message: 'A fake compares no quantity with a bound (limits, ranges, attempts, "is it over"): the platform decides; a test scripts its answer.' },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)domain(/|$)',
              allowTypeImports: true,
              allowImportNames: ['httpError', 'LOCATION_COOKIE', 'ID_DOCUMENT', 'fullPhoneNumber', 'HISTORY_PAGE_SIZE'],
              message: "A fake imports the domain's types and ports, not its rules: the platform's policy is the sandbox's; a test scripts the answer.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['sandbox/**/*.ts', 'server/main.ts', 'scripts/**/*.{js,mjs}', 'e2e/**/*.ts', 'bench/**/*.{ts,mjs}'],
    rules: { 'no-console': 'off' },
  },
);

#!/usr/bin/env node
// `npm test`: every test layer, a count and a time for each, and one closing line for CI.
// `npm run test:fast` (`--fast`): the edit loop's lane: types, lint, the dependency rule, the site's
// unit and component tests and the acceptance scenarios over fakes (no sandbox, no build, no browser).
// Steps run in stages; the steps of a stage run side by side (two cores: a stage pairs steps that
// leave a core idle, like the single-threaded checks beside the build). A step name given on the
// command line runs only the steps whose names contain it.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';
import { postgresBinDir, postgresUrlVariable, startThrowawayPostgres } from './postgres-cluster.mjs';
import { scratchDir } from './scratch-dir.mjs';

mkdirSync('reports', { recursive: true });

// Every test process keeps its throwaway data in memory when the machine has room (scripts/scratch-dir.mjs).
const scratch = scratchDir();
process.env.TMPDIR = scratch;
const e2eDataDir = `${scratch}/casino-e2e-${process.pid}`;
process.env.E2E_DATA_DIR ??= e2eDataDir;
process.on('exit', () => rmSync(e2eDataDir, { recursive: true, force: true }));

// Every Node process of the run (the checkers, the test runners, the sandbox they start) gets a larger
// young generation: the tests allocate short-lived objects fast, and V8's default semi-space had them
// scavenged so often that the acceptance scenarios spent 6 to 11% more CPU (two A/B runs, 2026-12-02).
const nodeOptions = [process.env.NODE_OPTIONS, '--max-semi-space-size=32'].filter(Boolean).join(' ');

const run = (command, args, env = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0', SANDBOX_HASH_COST: 'light', NODE_OPTIONS: nodeOptions, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });

const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);

const vitestCounts = (path) => {
  const report = readJson(path);
  return report ? { passed: report.numPassedTests, failed: report.numFailedTests } : null;
};

/** A scenario passes when every one of its steps passed (strict: undefined and pending fail). */
const cucumberCounts = () => {
  const path = 'reports/features.ndjson';
  if (!existsSync(path)) return null;
  const scenarioOf = new Map();
  const passes = new Map();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const message = JSON.parse(line);
    if (message.testCaseStarted) {
      scenarioOf.set(message.testCaseStarted.id, message.testCaseStarted.testCaseId);
      passes.set(message.testCaseStarted.testCaseId, true);
    }
    if (message.testStepFinished && message.testStepFinished.testStepResult.status !== 'PASSED') {
      passes.set(scenarioOf.get(message.testStepFinished.testCaseStartedId), false);
    }
  }
  const results = [...passes.values()];
  return { passed: results.filter(Boolean).length, failed: results.filter((ok) => !ok).length };
};

/** The chaos run's own figures (sandbox/chaos writes them), for the step's line. */
const chaosFigures = (backend) => {
  const report = readJson(`reports/chaos-${backend}.json`);
  if (!report) return null;
  const processes = report.processes ?? 1;
  return `chaos: ${processes} process${processes === 1 ? '' : 'es'}, ${report.requests} requests, ${report.kills} kills, ${report.retried} retried, ${report.discrepancies.length} discrepancies`;
};

// The sandbox's ledger and chaos tests run on a throwaway PostgreSQL cluster too. Without
// PostgreSQL installed the step is skipped, visibly, unless the run requires it (CI): then it fails.
// The sandbox's unit tests run on the same cluster when there is one (a third of their CPU time on
// PGlite); the browser journeys, the acceptance and contract tests and the ledger chaos keep PGlite.
const postgresRequired = Boolean(process.env.CI || process.env.SANDBOX_REQUIRE_POSTGRES);
let postgres = null;
let postgresStarted = null;
const startPostgres = () =>
  (postgresStarted ??= (async () => {
    if (postgresBinDir() === null) {
      const missing = 'PostgreSQL is not installed (no initdb): `apt-get install -y postgresql` (Debian), or set POSTGRES_BIN.';
      return postgresRequired ? { blocked: missing } : { skipped: missing };
    }
    try {
      postgres = await startThrowawayPostgres();
      return { env: { [postgresUrlVariable]: postgres.url } };
    } catch (error) {
      return { blocked: error.message };
    }
  })());
/** The cluster's address for a step that uses it when there is one and runs on PGlite otherwise. */
const postgresIfAny = async () => {
  const started = await startPostgres();
  return started.env ? started : {};
};
const stopPostgres = () => {
  postgres?.stop();
  postgres = null;
  postgresStarted = null;
};
process.on('exit', stopPostgres);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopPostgres();
    process.exit(1);
  });
}

const chaosArgs = (report) => ['vitest', 'run', '--config', 'sandbox/chaos/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];

const playwrightCounts = () => {
  const report = readJson('reports/e2e.json');
  if (!report) return null;
  return { passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky };
};

const fast = process.argv.includes('--fast');
const vitestArgs = (projects, report) => ['vitest', 'run', ...projects.flatMap((project) => ['--project', project]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];

/** Each inner list is a stage; its steps run side by side, a `then` step after its step in the same lane. */
const fullStages = [
  [
    // Seeded once here, so the test processes that copy it later do not each seed their own.
    { name: 'seeded template', command: 'node', args: ['--import', 'tsx', 'sandbox/test-support/prepare-seeded.ts'] },
    { name: 'type check', command: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
    { name: 'lint', command: 'npx', args: ['eslint', '--max-warnings', '0', '.'] },
    { name: 'dependency rule', command: 'npx', args: ['depcruise', 'src', 'sandbox', 'server', '--config', '.dependency-cruiser.cjs'], summary: (out) => out.match(/\((\d+ modules, \d+ dependencies) cruised\)/)?.[1] },
    {
      name: 'build',
      command: 'npx',
      args: ['vite', 'build', '--logLevel', 'warn'],
      then: {
        name: 'prerender',
        command: 'node',
        args: ['--import', 'tsx', 'scripts/prerender.ts'],
        then: { name: 'bundle budget', command: 'node', args: ['scripts/bundle-size.mjs'], summary: (out) => out.trim().split('\n').at(-1) },
      },
    },
  ],
  [
    {
      name: 'unit and component (site, sandbox)',
      command: 'npx',
      args: vitestArgs(['site', 'site-dom', 'sandbox', 'server'], 'reports/vitest-unit.json'),
      before: postgresIfAny,
      note: () => (postgres ? "the sandbox's on PostgreSQL" : null),
      counts: () => vitestCounts('reports/vitest-unit.json'),
      reports: ['reports/vitest-unit.json'],
    },
  ],
  [
    {
      name: 'acceptance',
      command: 'npx',
      args: ['cucumber-js'],
      counts: cucumberCounts,
      reports: ['reports/features.ndjson'],
      then: { name: 'rules', command: 'node', args: ['scripts/rules.mjs', '--html'], summary: (out) => out.trim().split('\n').at(-1)?.replace(/^rules: /, '') },
    },
  ],
  [
    {
      name: 'contract',
      command: 'npx',
      args: vitestArgs(['contract'], 'reports/vitest-contract.json'),
      counts: () => vitestCounts('reports/vitest-contract.json'),
      reports: ['reports/vitest-contract.json'],
    },
  ],
  [
    // Each backend's run is one file after another on one core: the two run side by side.
    {
      name: 'ledger chaos on PGlite',
      command: 'npx',
      args: [...chaosArgs('reports/vitest-chaos-pglite.json'), 'sandbox/chaos'],
      counts: () => vitestCounts('reports/vitest-chaos-pglite.json'),
      note: () => chaosFigures('pglite'),
      reports: ['reports/vitest-chaos-pglite.json', 'reports/chaos-pglite.json'],
    },
    {
      name: 'ledger and chaos on PostgreSQL',
      command: 'npx',
      args: chaosArgs('reports/vitest-postgres.json'),
      before: startPostgres,
      after: stopPostgres,
      counts: () => vitestCounts('reports/vitest-postgres.json'),
      note: () => chaosFigures('postgresql'),
      reports: ['reports/vitest-postgres.json', 'reports/chaos-postgresql.json'],
    },
  ],
  [
    {
      name: 'browser journeys',
      command: 'npx',
      args: ['playwright', 'test'],
      before: () => (chromiumPath() ? {} : { blocked: 'Chromium is missing. Install it with `apt-get update && apt-get install -y chromium` (Debian), or set CHROMIUM_PATH to a Chromium binary.' }),
      counts: playwrightCounts,
      reports: ['reports/e2e.json'],
    },
  ],
];

const fastStages = [
  [
    { name: 'type check', command: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
    { name: 'lint', command: 'npx', args: ['eslint', '--max-warnings', '0', '.'] },
    { name: 'dependency rule', command: 'npx', args: ['depcruise', 'src', 'sandbox', 'server', '--config', '.dependency-cruiser.cjs'], summary: (out) => out.match(/\((\d+ modules, \d+ dependencies) cruised\)/)?.[1] },
  ],
  [
    {
      name: 'unit and component (site)',
      command: 'npx',
      args: vitestArgs(['site', 'site-dom'], 'reports/vitest-site.json'),
      counts: () => vitestCounts('reports/vitest-site.json'),
      reports: ['reports/vitest-site.json'],
    },
  ],
  [
    {
      name: 'acceptance over fakes',
      command: 'npx',
      args: ['cucumber-js', '--tags', 'not @platform'],
      counts: cucumberCounts,
      reports: ['reports/features.ndjson'],
    },
  ],
];

const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const selected = (step) => only.length === 0 || only.some((name) => step.name.includes(name));
let passed = 0;
let failed = 0;
const lines = [];

const report = (line, output) => {
  lines.push(line);
  console.log(line);
  if (output) console.log(output.split('\n').slice(-60).join('\n'));
};

/** Runs one step (and the steps chained after it while it passes); resolves when the lane ends. */
const runLane = async (step) => {
  for (let current = step; current !== undefined; current = current.then) {
    if (!selected(current)) continue;
    const started = Date.now();
    for (const path of current.reports ?? []) rmSync(path, { force: true });
    const prepared = (await current.before?.()) ?? {};
    if (prepared.skipped) {
      report(`- ${current.name}: skipped (${prepared.skipped})`);
      continue;
    }
    const result = prepared.blocked ? { code: 1, output: prepared.blocked } : await run(current.command, current.args, prepared.env);
    current.after?.();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const counts = current.counts?.() ?? null;
    const ok = result.code === 0 && (counts === null || counts.failed === 0) && (current.counts === undefined || (counts !== null && counts.passed > 0));
    if (counts) {
      passed += counts.passed;
      failed += counts.failed;
    }
    if (!ok && (counts === null || counts.failed === 0)) failed += 1;
    const note = current.note?.();
    const detail = (counts ? `${counts.passed} passed, ${counts.failed} failed` : (current.summary?.(result.output) ?? (ok ? 'ok' : 'failed'))) + (note ? `; ${note}` : '');
    report(`${ok ? '✓' : '✗'} ${current.name}: ${detail} (${seconds} s)`, ok ? '' : result.output);
    if (!ok) return;
  }
};

const runStarted = Date.now();
for (const stage of fast ? fastStages : fullStages) {
  await Promise.all(stage.map(runLane));
}
const total = ((Date.now() - runStarted) / 1000).toFixed(1);

console.log(`\nSummary (${fast ? 'fast lane' : 'full run'})`);
for (const line of lines) console.log(`  ${line}`);
console.log(`total: ${total} s`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && lines.every((line) => !line.startsWith('✗')) ? 0 : 1);

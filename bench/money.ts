// Money requests against the ledger, 50 in flight at once (deposits and card withdrawals through the
// payment service, alternating, each with its own Idempotency-Key), on PGlite and, when PostgreSQL
// is installed, on a throwaway PostgreSQL 15 cluster with its durable defaults (fsync and
// synchronous_commit on); then the chaos run's figures on each. Loopback only, bounded: a fixed
// number of requests. Run with `npm run bench -- money`.
//
// The sandbox runs as the operator runs it (`node --import tsx sandbox/main.ts`, in a child
// process), so the load generator (this process, plain node:http with kept-alive sockets) does not
// share its event loop. Three shapes, interleaved, each run BENCH_MONEY_RUNS times (medians shown):
// 50 players (one request of each in flight: the server's throughput), 10 players (five requests of
// each in flight: issue 8's shape) and 1 player (all 50 on one player's lock: the contention).
// CPU per request is measured per process tree (/proc: the sandbox, PostgreSQL's server and its
// backends, and this load generator), which holds when other work shares the cores.
//
//   BENCH_MONEY_REQUESTS  requests per run of the 50- and 10-player shapes (default 2,000; 1 player: a quarter)
//   BENCH_MONEY_RUNS      runs of each shape (default 3)
//   BENCH_BACKENDS        pglite,postgres (default both, PostgreSQL when installed)
//   BENCH_SANDBOX_PROCESSES  sandbox processes on PostgreSQL (SANDBOX_PROCESSES, default 1)
//   BENCH_PG_DURABLE      off: the test clusters' settings (no fsync, synchronous_commit off), for comparison only
//   BENCH_SHAPES          players of the shapes to run (default 50,10,1)
//   BENCH_PG_SETTINGS     more server settings for the cluster, `name=value` separated by spaces (say `commit_delay=200`)
//   BENCH_CHAOS           off: skip the chaos runs
//   BENCH_SANDBOX_NODE_ARGS  node options for the sandbox (say `--cpu-prof --cpu-prof-dir=/tmp/profiles`)
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { runChaos, type ChaosReport } from '../sandbox/chaos/chaos-run.ts';
import { SandboxProcess } from '../sandbox/chaos/sandbox-process.ts';
import { copySeededDatabase } from '../sandbox/test-support/seeded-template.ts';
import { postgresBinDir, startThrowawayPostgres, type ThrowawayPostgres } from '../scripts/postgres-cluster.mjs';

const env = process.env;
const REQUESTS = Number(env.BENCH_MONEY_REQUESTS ?? 2_000);
const RUNS = Number(env.BENCH_MONEY_RUNS ?? 3);
const AT_ONCE = 50;
const CHAOS_REQUESTS = Number(env.BENCH_CHAOS_REQUESTS ?? 1_600);
const BACKENDS = (env.BENCH_BACKENDS ?? 'pglite,postgres').split(',').map((name) => name.trim());
const PROCESSES = Number(env.BENCH_SANDBOX_PROCESSES ?? 1);
const DURABLE = env.BENCH_PG_DURABLE !== 'off';
const PG_SETTINGS = (env.BENCH_PG_SETTINGS ?? '').split(/\s+/).filter((setting) => /^[a-z_]+=[\w.]+$/.test(setting));
const SHAPES = [
  { name: '50 players', players: 50, requests: REQUESTS },
  { name: '10 players', players: 10, requests: REQUESTS },
  { name: '1 player', players: 1, requests: Math.ceil(REQUESTS / 4) },
].filter((shape) => (env.BENCH_SHAPES ?? '50,10,1').split(',').includes(String(shape.players)));

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const median = (values: readonly number[]): number => percentile([...values].sort((a, b) => a - b), 50);

/** CPU milliseconds (user + system) used so far by a process and every process below it, reaped children included. */
function treeCpuMs(root: number | null): number {
  if (root === null) return 0;
  const parents = new Map<number, number>();
  const used = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(name), Number(fields[1]));
      // utime, stime, cutime, cstime: fields 14 to 17 of proc(5), in clock ticks (100 a second).
      used.set(Number(name), [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0) * 10);
    } catch {
      // The process ended meanwhile.
    }
  }
  const inTree = (pid: number): boolean => {
    for (let at: number | undefined = pid, depth = 0; at !== undefined && at > 1 && depth < 20; at = parents.get(at), depth += 1) if (at === root) return true;
    return false;
  };
  let total = 0;
  for (const [pid, ms] of used) if (inTree(pid)) total += ms;
  return total;
}

const selfCpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

const agent = new Agent({ keepAlive: true, maxSockets: AT_ONCE });
const card = { number: '4242424242424242', expiry: '12/35', cvc: '123' };

function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        try {
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown> });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(payload);
  });
}

interface Figures {
  backend: string;
  shape: string;
  run: number;
  requests: number;
  p50: number;
  p95: number;
  max: number;
  perSecond: number;
  /** CPU milliseconds per request of the sandbox's processes, PostgreSQL's (0 on PGlite) and the load generator. */
  cpuMs: { sandbox: number; postgres: number; load: number };
}

interface Target {
  backend: string;
  sandbox: SandboxProcess;
  postgresPid: number | null;
}

async function makePlayers(target: Target, count: number): Promise<string[]> {
  const sessions: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const created = await post(`${target.sandbox.url}/sandbox/control/players`, { balances: [{ type: 'Playable', amount: 100_000 }, { type: 'Withdrawable', amount: 100_000 }] }, { 'X-Sandbox-Control': '1' });
    const login = await post(`${target.sandbox.url}/services/login-service/v1/login`, { username: created.body.username, password: created.body.password });
    if (typeof login.body.sessionId !== 'string') throw new Error(`A bench player could not log in: ${JSON.stringify(login.body)}`);
    sessions.push(login.body.sessionId);
  }
  return sessions;
}

let keys = 0;
async function measure(target: Target, shape: string, run: number, sessions: readonly string[], requests: number): Promise<Figures> {
  const base = `${target.sandbox.url}/services/payment/v1/profiles`;
  let next = 0;
  const samples: number[] = [];
  const one = async (index: number) => {
    const session = sessions[index % sessions.length] ?? '';
    const key = `bench-money-${(keys += 1)}`;
    const started = performance.now();
    const answer =
      index % 2 === 0
        ? await post(`${base}/${session}/deposits`, { amount: 2_500, currency: 'EUR', method: 'CARD', card }, { 'Idempotency-Key': key })
        : await post(`${base}/${session}/withdrawals`, { amount: 1_000, currency: 'EUR', method: 'CARD' }, { 'Idempotency-Key': key });
    samples.push(performance.now() - started);
    if (answer.status >= 300) throw new Error(`a money request answered ${answer.status} ${JSON.stringify(answer.body)}`);
  };
  const cpuBefore = { sandbox: treeCpuMs(target.sandbox.pid), postgres: treeCpuMs(target.postgresPid), load: selfCpuMs() };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      for (let index = next++; index < requests; index = next++) await one(index);
    }),
  );
  const wallMs = performance.now() - started;
  const perRequest = (after: number, before: number) => (after - before) / requests;
  const cpuMs = {
    sandbox: perRequest(treeCpuMs(target.sandbox.pid), cpuBefore.sandbox),
    postgres: perRequest(treeCpuMs(target.postgresPid), cpuBefore.postgres),
    load: perRequest(selfCpuMs(), cpuBefore.load),
  };
  const sorted = [...samples].sort((a, b) => a - b);
  return { backend: target.backend, shape, run, requests, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? NaN, perSecond: (requests / wallMs) * 1000, cpuMs };
}

const format = (figures: Pick<Figures, 'p50' | 'p95' | 'perSecond' | 'cpuMs'>) => {
  const cpu = figures.cpuMs;
  return `${figures.perSecond.toFixed(0).padStart(4)} req/s  p50 ${figures.p50.toFixed(1).padStart(6)} ms  p95 ${figures.p95.toFixed(1).padStart(6)} ms  CPU/request: sandbox ${cpu.sandbox.toFixed(2)} ms, PostgreSQL ${cpu.postgres.toFixed(2)} ms, load ${cpu.load.toFixed(2)} ms`;
};

async function benchOn(backend: string, cluster: ThrowawayPostgres | null): Promise<Figures[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-money-'));
  let databaseUrl: string | null = null;
  if (cluster === null) await copySeededDatabase(dataDir);
  else databaseUrl = await serverDatabase(cluster.url, `bench_money_${Date.now()}`);
  const processes = cluster === null ? 1 : PROCESSES;
  const nodeArgs = (env.BENCH_SANDBOX_NODE_ARGS ?? '').split(' ').filter((arg) => arg !== '');
  const sandbox = await SandboxProcess.create({ dataDir, databaseUrl, processes, startTimeoutMs: 300_000, nodeArgs });
  await sandbox.start();
  const postgresPid = cluster === null ? null : Number(readFileSync(join(cluster.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const target: Target = { backend: processes > 1 ? `${backend} (${processes} processes)` : backend, sandbox, postgresPid };
  const figures: Figures[] = [];
  try {
    const players = new Map<string, string[]>();
    for (const shape of SHAPES) players.set(shape.name, await makePlayers(target, shape.players));
    // Warm-up: the JIT, the pool's connections, the caches.
    await measure(target, 'warm-up', 0, [...players.values()].flat(), Math.min(500, REQUESTS));
    for (let run = 1; run <= RUNS; run += 1) {
      for (const shape of SHAPES) {
        const measured = await measure(target, shape.name, run, players.get(shape.name) ?? [], shape.requests);
        figures.push(measured);
        console.log(`${`${target.backend}, ${shape.name}, run ${run}`.padEnd(34)} ${format(measured)}`);
      }
    }
    for (const shape of SHAPES) {
      const runs = figures.filter((item) => item.shape === shape.name);
      const of = (pick: (item: Figures) => number) => median(runs.map(pick));
      const summary = {
        p50: of((item) => item.p50),
        p95: of((item) => item.p95),
        perSecond: of((item) => item.perSecond),
        cpuMs: { sandbox: of((item) => item.cpuMs.sandbox), postgres: of((item) => item.cpuMs.postgres), load: of((item) => item.cpuMs.load) },
      };
      console.log(`${`MEDIAN ${target.backend}, ${shape.name}`.padEnd(34)} ${format(summary)}`);
    }
  } finally {
    await sandbox.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return figures;
}

async function chaosOn(databaseUrl: string | null): Promise<ChaosReport> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-chaos-'));
  try {
    if (databaseUrl === null) await copySeededDatabase(dataDir);
    return await runChaos({ dataDir, databaseUrl, requests: CHAOS_REQUESTS, kills: 4 });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const showChaos = (report: ChaosReport) =>
  console.log(
    `chaos on ${report.backend}: ${report.requests} requests (${report.byKind.deposit} deposits, ${report.byKind.round} rounds, ${report.byKind.withdrawal} withdrawals), ${report.attempts} attempts, ${report.kills} SIGKILLs (restarts ${report.restartsMs.join(', ')} ms), ${report.retried} retried, ${report.discrepancies.length} discrepancies, ${(report.durationMs / 1000).toFixed(1)} s`,
  );

async function serverDatabase(url: string, name: string): Promise<string> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const database = new URL(url);
  database.pathname = `/${name}`;
  return database.toString();
}

const results: { money: Figures[]; chaos: ChaosReport[]; durablePostgres: boolean } = { money: [], chaos: [], durablePostgres: DURABLE };
console.log(`${AT_ONCE} in flight; ${REQUESTS} requests a run (1 player: ${Math.ceil(REQUESTS / 4)}), ${RUNS} runs; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
if (BACKENDS.includes('pglite')) results.money.push(...(await benchOn('PGlite', null)));
const cluster = BACKENDS.includes('postgres') && postgresBinDir() !== null ? await startThrowawayPostgres({ durable: DURABLE, settings: PG_SETTINGS }) : null;
try {
  if (BACKENDS.includes('postgres') && cluster === null) console.log('PostgreSQL is not installed: the PostgreSQL figures are skipped.');
  if (cluster !== null) results.money.push(...(await benchOn(`PostgreSQL${DURABLE ? '' : ' (no fsync)'}${PG_SETTINGS.length > 0 ? ` (${PG_SETTINGS.join(' ')})` : ''}`, cluster)));
  if (env.BENCH_CHAOS !== 'off') {
    if (BACKENDS.includes('pglite')) {
      results.chaos.push(await chaosOn(null));
      showChaos(results.chaos.at(-1) as ChaosReport);
    }
    if (cluster !== null) {
      results.chaos.push(await chaosOn(await serverDatabase(cluster.url, 'bench_chaos')));
      showChaos(results.chaos.at(-1) as ChaosReport);
    }
  }
} finally {
  agent.destroy();
  cluster?.stop();
}
console.log(`load average at the end ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
await mkdir('reports', { recursive: true });
await writeFile('reports/bench-money.json', `${JSON.stringify(results, null, 2)}\n`);
if (results.chaos.some((report) => report.discrepancies.length > 0)) {
  console.error('The chaos run found discrepancies:', results.chaos.flatMap((report) => report.discrepancies));
  process.exit(1);
}

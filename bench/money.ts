// Money requests against the ledger at 50 concurrent (deposits and withdrawals through the payment
// service, or real-money rounds where it is missing), on PGlite and, when PostgreSQL is installed,
// on a throwaway PostgreSQL cluster; then the chaos run's figures on each. Loopback only, bounded:
// a fixed number of requests. Run with `npm run bench -- money`.
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { runChaos, type ChaosReport } from '../sandbox/chaos/chaos-run.ts';
import { startSandbox } from '../sandbox/server.ts';
import { catalogue } from '../sandbox/services/content/catalogue.ts';
import { copySeededDatabase } from '../sandbox/test-support/seeded-template.ts';
import { postgresBinDir, startThrowawayPostgres } from '../scripts/postgres-cluster.mjs';

const REQUESTS = Number(process.env.BENCH_MONEY_REQUESTS ?? 2_000);
const AT_ONCE = 50;
const PLAYERS = 10;
const CHAOS_REQUESTS = Number(process.env.BENCH_CHAOS_REQUESTS ?? 1_600);

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

interface Figures {
  backend: string;
  kind: string;
  requests: number;
  p50: number;
  p95: number;
  max: number;
  perSecond: number;
}

const json = { 'Content-Type': 'application/json' };
const card = { number: '4242424242424242', expiry: '12/35', cvc: '123' };

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function benchOn(backend: string, databaseUrl: string | null): Promise<Figures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-money-'));
  if (databaseUrl === null) await copySeededDatabase(dataDir);
  const sandbox = await startSandbox({ port: 0, dataDir, databaseUrl, siteDir: null, control: true, logger: false, print: () => undefined });
  try {
    const sessions: string[] = [];
    for (let index = 0; index < PLAYERS; index += 1) {
      const created = await post(`${sandbox.url}/sandbox/control/players`, { balances: [{ type: 'Playable', amount: 100_000 }, { type: 'Withdrawable', amount: 100_000 }] }, { 'X-Sandbox-Control': '1' });
      const login = await post(`${sandbox.url}/services/login-service/v1/login`, { username: created.body.username, password: created.body.password });
      sessions.push(String(login.body.sessionId));
    }
    const probe = await post(`${sandbox.url}/services/payment/v1/profiles/${sessions[0]}/deposits`, {});
    const payments = probe.status !== 404;
    const slot = catalogue().games.find((game) => game.kind === 'slot' && !game.jackpot);
    const playTokens: string[] = [];
    if (!payments) {
      if (slot === undefined) throw new Error('no slot in the catalogue');
      for (const session of sessions) {
        const launched = await fetch(`${sandbox.url}/services/casino/casino-lobby-services/v1/games/${slot.id}/url?mode=real`, { headers: { 'X-Channel': 'desktop', 'X-Session-Id': session } });
        const page = await (await fetch(String(((await launched.json()) as { url: string }).url))).text();
        playTokens.push(/"playToken":"([^"]+)"/.exec(page)?.[1] ?? '');
      }
    }

    let next = 0;
    const samples: number[] = [];
    const moneyRequest = async (index: number): Promise<void> => {
      const player = index % PLAYERS;
      const key = `bench-money-${backend}-${index}`;
      const started = performance.now();
      const answer = !payments
        ? await post(`${sandbox.providerUrl}/rounds`, { playToken: playTokens[player], stake: 1, idempotencyKey: key })
        : index % 2 === 0
          ? await post(`${sandbox.url}/services/payment/v1/profiles/${sessions[player]}/deposits`, { amount: 2_500, currency: 'EUR', method: 'CARD', card }, { 'Idempotency-Key': key })
          : await post(`${sandbox.url}/services/payment/v1/profiles/${sessions[player]}/withdrawals`, { amount: 1_000, currency: 'EUR', method: 'CARD' }, { 'Idempotency-Key': key });
      samples.push(performance.now() - started);
      if (answer.status >= 300) throw new Error(`a money request answered ${answer.status} ${JSON.stringify(answer.body)}`);
    };
    const worker = async () => {
      for (let index = next++; index < REQUESTS; index = next++) await moneyRequest(index);
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
    const wallMs = performance.now() - started;
    const sorted = [...samples].sort((a, b) => a - b);
    return {
      backend,
      kind: payments ? 'deposits and withdrawals' : 'rounds',
      requests: samples.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      max: sorted.at(-1) ?? NaN,
      perSecond: (samples.length / wallMs) * 1000,
    };
  } finally {
    await sandbox.close();
    await rm(dataDir, { recursive: true, force: true });
  }
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

const show = (figures: Figures) =>
  console.log(
    `${`${figures.kind} on ${figures.backend}, ${AT_ONCE} at once`.padEnd(56)} n=${figures.requests}  p50 ${figures.p50.toFixed(1)} ms  p95 ${figures.p95.toFixed(1)} ms  max ${figures.max.toFixed(1)} ms  ${figures.perSecond.toFixed(0)} req/s`,
  );
const showChaos = (report: ChaosReport) =>
  console.log(
    `chaos on ${report.backend}: ${report.requests} requests (${report.byKind.deposit} deposits, ${report.byKind.round} rounds, ${report.byKind.withdrawal} withdrawals), ${report.attempts} attempts, ${report.kills} SIGKILLs (restarts ${report.restartsMs.join(', ')} ms), ${report.retried} retried, ${report.discrepancies.length} discrepancies, ${(report.durationMs / 1000).toFixed(1)} s`,
  );

const results: { money: Figures[]; chaos: ChaosReport[] } = { money: [], chaos: [] };
const serverDatabase = async (url: string, name: string): Promise<string> => {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const database = new URL(url);
  database.pathname = `/${name}`;
  return database.toString();
};

results.money.push(await benchOn('PGlite', null));
show(results.money.at(-1) as Figures);
const cluster = postgresBinDir() === null ? null : await startThrowawayPostgres();
try {
  if (cluster === null) console.log('PostgreSQL is not installed: the PostgreSQL figures are skipped.');
  else {
    results.money.push(await benchOn('PostgreSQL', await serverDatabase(cluster.url, 'bench_money')));
    show(results.money.at(-1) as Figures);
  }
  results.chaos.push(await chaosOn(null));
  showChaos(results.chaos.at(-1) as ChaosReport);
  if (cluster !== null) {
    results.chaos.push(await chaosOn(await serverDatabase(cluster.url, 'bench_chaos')));
    showChaos(results.chaos.at(-1) as ChaosReport);
  }
} finally {
  cluster?.stop();
}
await mkdir('reports', { recursive: true });
await writeFile('reports/bench-money.json', `${JSON.stringify(results, null, 2)}\n`);
if (results.chaos.some((report) => report.discrepancies.length > 0)) {
  console.error('The chaos run found discrepancies:', results.chaos.flatMap((report) => report.discrepancies));
  process.exit(1);
}

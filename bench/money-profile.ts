// Where a money request's time goes: the money bench's load (deposits and withdrawals, 50 at once)
// against an in-process sandbox whose database calls are counted and timed per statement, on
// PGlite or a throwaway PostgreSQL (BENCH_BACKEND=pglite|postgres, default postgres when
// installed). Prints requests per second, p50/p95, statements and transactions per request, and the
// statements that took most of the time. Run with `npm run bench -- money-profile`, and
// with `node --cpu-prof --import tsx …` for a CPU profile of the process. Bounded, loopback only.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { startSandbox } from '../sandbox/server.ts';
import { copySeededDatabase } from '../sandbox/test-support/seeded-template.ts';
import { postgresBinDir, startThrowawayPostgres } from '../scripts/postgres-cluster.mjs';

const REQUESTS = Number(process.env.BENCH_MONEY_REQUESTS ?? 2_000);
const AT_ONCE = 50;
const PLAYERS = 10;
const backend = process.env.BENCH_BACKEND ?? (postgresBinDir() === null ? 'pglite' : 'postgres');

interface Statement {
  count: number;
  ms: number;
}
const statements = new Map<string, Statement>();
let counting = false;
const shape = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 110);

/** Wraps a query method so that each call's statement is counted and its time (as the caller waits for it) added up. */
function instrument<T extends object>(prototype: T, method: keyof T & string): void {
  const original = prototype[method] as unknown as (...args: unknown[]) => unknown;
  const wrapped = function (this: unknown, ...args: unknown[]) {
    const sql = typeof args[0] === 'string' ? args[0] : typeof args[0] === 'object' && args[0] !== null && 'text' in args[0] ? String(args[0].text) : '?';
    const answer = original.apply(this, args);
    if (!counting || !(answer instanceof Promise)) return answer;
    const started = performance.now();
    const record = () => {
      const entry = statements.get(shape(sql)) ?? { count: 0, ms: 0 };
      entry.count += 1;
      entry.ms += performance.now() - started;
      statements.set(shape(sql), entry);
    };
    return answer.finally(record);
  };
  Object.defineProperty(prototype, method, { value: wrapped, writable: true, configurable: true });
}
if (backend === 'postgres') {
  instrument(pg.Client.prototype, 'query');
  instrument(pg.Pool.prototype, 'query');
}
else {
  instrument(PGlite.prototype, 'query');
  instrument(PGlite.prototype, 'exec');
}

const json = { 'Content-Type': 'application/json' };
const card = { number: '4242424242424242', expiry: '12/35', cvc: '123' };
const post = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const cluster = backend === 'postgres' ? await startThrowawayPostgres() : null;
const dataDir = await mkdtemp(join(tmpdir(), 'bench-money-profile-'));
try {
  if (cluster === null) await copySeededDatabase(dataDir);
  const sandbox = await startSandbox({ port: 0, dataDir, databaseUrl: cluster?.url ?? null, siteDir: null, control: true, logger: false, print: () => undefined });
  try {
    const sessions: string[] = [];
    for (let index = 0; index < PLAYERS; index += 1) {
      const created = await post(`${sandbox.url}/sandbox/control/players`, { balances: [{ type: 'Playable', amount: 100_000 }, { type: 'Withdrawable', amount: 100_000 }] }, { 'X-Sandbox-Control': '1' });
      const login = await post(`${sandbox.url}/services/login-service/v1/login`, { username: created.body.username, password: created.body.password });
      sessions.push(String(login.body.sessionId));
    }
    const samples: number[] = [];
    let next = 0;
    const one = async (index: number) => {
      const session = sessions[index % PLAYERS] ?? '';
      const key = `profile-${index}`;
      const started = performance.now();
      const answer =
        index % 2 === 0
          ? await post(`${sandbox.url}/services/payment/v1/profiles/${session}/deposits`, { amount: 2_500, currency: 'EUR', method: 'CARD', card }, { 'Idempotency-Key': key })
          : await post(`${sandbox.url}/services/payment/v1/profiles/${session}/withdrawals`, { amount: 1_000, currency: 'EUR', method: 'CARD' }, { 'Idempotency-Key': key });
      samples.push(performance.now() - started);
      if (answer.status >= 300) throw new Error(`a money request answered ${answer.status} ${JSON.stringify(answer.body)}`);
    };
    counting = true;
    const started = performance.now();
    await Promise.all(Array.from({ length: AT_ONCE }, async () => {
      for (let index = next++; index < REQUESTS; index = next++) await one(index);
    }));
    const wallMs = performance.now() - started;
    counting = false;
    const sorted = samples.sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
    const all = [...statements.values()].reduce((sum, entry) => sum + entry.count, 0);
    const commits = [...statements.entries()].filter(([sql]) => sql === 'COMMIT').reduce((sum, [, entry]) => sum + entry.count, 0);
    console.log(`${backend}: ${REQUESTS} requests, ${AT_ONCE} at once: ${((REQUESTS / wallMs) * 1000).toFixed(0)} req/s, p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`);
    console.log(`statements per request ${(all / REQUESTS).toFixed(1)}, transactions per request ${(commits / REQUESTS).toFixed(2)}`);
    console.log('statements by total waiting time (count, ms per call, share of all waiting):');
    const total = [...statements.values()].reduce((sum, entry) => sum + entry.ms, 0);
    for (const [sql, entry] of [...statements.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25)) {
      console.log(`${String(entry.count).padStart(6)} ${(entry.ms / entry.count).toFixed(2).padStart(7)} ms ${((entry.ms / total) * 100).toFixed(1).padStart(5)}%  ${sql}`);
    }
  } finally {
    await sandbox.close();
  }
} finally {
  cluster?.stop();
  await rm(dataDir, { recursive: true, force: true });
}

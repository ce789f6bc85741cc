// Latency of the platform calls the site makes most, against a sandbox on loopback with a fresh database.
// Bounded: a fixed number of requests, then it stops. Run with `npm run bench`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startSandbox } from '../sandbox/server.ts';
import { createBenchPlayer } from './bench-player.ts';

const LOGINS = 20;
const POLLS = 500;
const CONCURRENT_POLLS = 50;

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const report = (name: string, samples: number[], wallMs: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `${name.padEnd(34)} n=${String(samples.length).padStart(4)}  p50 ${ms(percentile(sorted, 50)).padStart(9)}  p95 ${ms(percentile(sorted, 95)).padStart(9)}  max ${ms(sorted.at(-1) ?? NaN).padStart(9)}  ${((samples.length / wallMs) * 1000).toFixed(0)} req/s`,
  );
};

const timed = async (call: () => Promise<Response>): Promise<number> => {
  const started = performance.now();
  const response = await call();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`status ${response.status}`);
  return performance.now() - started;
};

const dataDir = await mkdtemp(join(tmpdir(), 'bench-'));
const sandbox = await startSandbox({ port: 0, dataDir, siteDir: null, control: true, logger: false });
try {
  const player = await createBenchPlayer(sandbox.url);
  const login = () =>
    fetch(`${sandbox.url}/services/login-service/v1/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(player) });

  let started = performance.now();
  const logins: number[] = [];
  for (let i = 0; i < LOGINS; i += 1) logins.push(await timed(login));
  report('login (scrypt N=2^17)', logins, performance.now() - started);

  const { sessionId } = (await (await login()).json()) as { sessionId: string };
  const balances = () => fetch(`${sandbox.url}/services/wallet-gateway/v1/profiles/${sessionId}/balances`);

  started = performance.now();
  const sequential: number[] = [];
  for (let i = 0; i < POLLS; i += 1) sequential.push(await timed(balances));
  report('balances, one at a time', sequential, performance.now() - started);

  started = performance.now();
  const concurrent: number[] = [];
  for (let round = 0; round < POLLS / CONCURRENT_POLLS; round += 1) {
    concurrent.push(...(await Promise.all(Array.from({ length: CONCURRENT_POLLS }, () => timed(balances)))));
  }
  report(`balances, ${CONCURRENT_POLLS} at a time`, concurrent, performance.now() - started);
} finally {
  await sandbox.close();
  await rm(dataDir, { recursive: true, force: true });
}

// A real player's login while a spray of wrong logins runs from other sources, against the same
// login alone. Loopback only, bounded in count and time; stops by itself.
// Run with `node --import tsx bench/login-spray.ts`.
//
// Sources: Linux routes all of 127.0.0.0/8 to the loopback interface, so a client may bind
// 127.0.0.2, 127.0.0.3 … as its local address and the sandbox sees that many clients. Where the OS
// refuses (macOS has only 127.0.0.1 unless aliases are added), the spray comes from 127.0.0.1 too,
// which the rate limit then throttles along with the player, and the bench says so.
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startSandbox } from '../sandbox/server.ts';
import { createBenchPlayer } from './bench-player.ts';

const PLAYER_LOGINS = 20;
const SPRAY_SOURCES = 8;
/** Wrong logins in flight per spraying source. */
const SPRAY_CONCURRENCY = 4;
/** The spray stops after this many requests or this long, whichever comes first. */
const SPRAY_MAX_REQUESTS = 2_000;
const SPRAY_MAX_MS = 60_000;

interface Answer {
  status: number;
  ms: number;
}

function login(port: number, localAddress: string, username: string, password: string): Promise<Answer> {
  const body = JSON.stringify({ username, password });
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1', port, localAddress, agent: false, method: 'POST', path: '/services/login-service/v1/login',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function summary(samples: readonly number[]): { p50: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

async function canBind(port: number, address: string): Promise<boolean> {
  try {
    await login(port, address, 'probe@bench.test', 'x');
    return true;
  } catch {
    return false;
  }
}

async function playerLogins(port: number, player: { username: string; password: string }): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < PLAYER_LOGINS; index += 1) {
    const answer = await login(port, '127.0.0.1', player.username, player.password);
    if (answer.status !== 200) throw new Error(`the player's login answered ${answer.status}`);
    times.push(answer.ms);
  }
  return times;
}

const dataDir = await mkdtemp(join(tmpdir(), 'bench-spray-'));
// The production-like default rate limit (`defaultLoginRateLimit`), as `npm start` runs it.
const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', dataDir, siteDir: null, control: true, logger: false, print: () => undefined });
try {
  const player = await createBenchPlayer(sandbox.url);

  const manySources = await canBind(sandbox.port, '127.0.0.2');
  const sources = Array.from({ length: SPRAY_SOURCES }, (_, index) => (manySources ? `127.0.0.${index + 10}` : '127.0.0.1'));
  if (!manySources) console.log('This OS does not let a client bind 127.0.0.2: the spray comes from 127.0.0.1, the player\'s own source.');

  await login(sandbox.port, '127.0.0.1', player.username, player.password); // warm-up (dummy hash, JIT)
  const alone = await playerLogins(sandbox.port, player);

  const statuses = new Map<number, number>();
  let sent = 0;
  let spraying = true;
  const sprayStarted = performance.now();
  const sprayer = async (source: string, worker: number) => {
    let attempt = 0;
    while (spraying && sent < SPRAY_MAX_REQUESTS && performance.now() - sprayStarted < SPRAY_MAX_MS) {
      sent += 1;
      attempt += 1;
      const answer = await login(sandbox.port, source, `victim-${worker}-${attempt}@bench.test`, `Guess-${attempt}`);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
  };
  const spray = sources.flatMap((source, sourceIndex) =>
    Array.from({ length: SPRAY_CONCURRENCY }, (_, slot) => sprayer(source, sourceIndex * SPRAY_CONCURRENCY + slot)),
  );
  // Let the spray fill the hashing queue before the player starts.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const during = await playerLogins(sandbox.port, player);
  spraying = false;
  await Promise.all(spray);
  const sprayMs = performance.now() - sprayStarted;

  const a = summary(alone);
  const d = summary(during);
  if (process.env.BENCH_VERBOSE) console.log(alone.map(Math.round).join(" "), "\n", during.map(Math.round).join(" "));
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(`\nA player's login (scrypt N=2^17, hashing concurrency 2), ${PLAYER_LOGINS} in a row each time:`);
  console.log(`  alone                          p50 ${ms(a.p50).padStart(7)}  p95 ${ms(a.p95).padStart(7)}`);
  console.log(`  during the spray               p50 ${ms(d.p50).padStart(7)}  p95 ${ms(d.p95).padStart(7)}`);
  console.log(`  ratio (during / alone)         p50 ${(d.p50 / a.p50).toFixed(2).padStart(7)}  p95 ${(d.p95 / a.p95).toFixed(2).padStart(7)}`);
  const counts = [...statuses.entries()].sort(([x], [y]) => x - y).map(([status, count]) => `${status}×${count}`).join(', ');
  console.log(
    `\nSpray: ${sent} wrong logins at ${sent} usernames from ${manySources ? SPRAY_SOURCES : 1} source(s), ${SPRAY_CONCURRENCY} in flight each, over ${(sprayMs / 1000).toFixed(1)} s: ${counts}`,
  );
  console.log('  401 = checked (costs a hash), 429 = over the source\'s rate limit, 503 = hashing queue full (both cost nothing)');
} finally {
  await sandbox.close();
  await rm(dataDir, { recursive: true, force: true });
}

// A real player's login while a spray of wrong logins runs from other sources, against the same
// login alone, in two cases: from the player's usual address (proven by an earlier right password,
// so its checks take the priority lane) and from an address it never used before (a fresh
// 127.0.0.x for every login: the normal lane, shared with the spray). Loopback only, bounded in
// count and time; stops by itself.
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
  retryAfterSeconds: number;
}

/** Tries per login from a fresh address (each refusal waits its Retry-After, as a client would). */
const FRESH_MAX_TRIES = 8;

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
        const retryAfterSeconds = Number(response.headers['retry-after'] ?? 1) || 1;
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, retryAfterSeconds }));
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

interface FreshLogins {
  /** From the first request to the 200, refusals and their waits included. */
  times: number[];
  /** The refusals (503 hashing queue full, 429 rate limit) met on the way, by status. */
  refusals: Map<number, number>;
}

/** Each login from an address the sandbox has never seen (`127.0.0.<first>`, `<first + 1>` …). */
async function freshAddressLogins(port: number, player: { username: string; password: string }, first: number): Promise<FreshLogins> {
  const times: number[] = [];
  const refusals = new Map<number, number>();
  for (let index = 0; index < PLAYER_LOGINS; index += 1) {
    const address = `127.0.0.${first + index}`;
    const started = performance.now();
    for (let tries = 1; ; tries += 1) {
      const answer = await login(port, address, player.username, player.password);
      if (answer.status === 200) break;
      if ((answer.status !== 503 && answer.status !== 429) || tries >= FRESH_MAX_TRIES) {
        throw new Error(`the player's login from ${address} answered ${answer.status} (try ${tries})`);
      }
      refusals.set(answer.status, (refusals.get(answer.status) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, answer.retryAfterSeconds * 1000));
    }
    times.push(performance.now() - started);
  }
  return { times, refusals };
}

const dataDir = await mkdtemp(join(tmpdir(), 'bench-spray-'));
// The production-like default rate limit (`defaultLoginRateLimit`), as `npm start` runs it.
const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', dataDir, siteDir: null, control: true, logger: false, print: () => undefined });
try {
  const player = await createBenchPlayer(sandbox.url);

  const manySources = await canBind(sandbox.port, '127.0.0.2');
  // Each spray comes from sources of its own (full buckets), so the second is as heavy as the first.
  const sprayFrom = (firstOctet: number) =>
    Array.from({ length: SPRAY_SOURCES }, (_, index) => (manySources ? `127.0.0.${firstOctet + index}` : '127.0.0.1'));
  if (!manySources) console.log('This OS does not let a client bind 127.0.0.2: the spray comes from 127.0.0.1, the player\'s own source.');

  await login(sandbox.port, '127.0.0.1', player.username, player.password); // warm-up (dummy hash, JIT)
  const alone = await playerLogins(sandbox.port, player);
  const freshAlone = manySources ? await freshAddressLogins(sandbox.port, player, 100) : null;

  const statuses = new Map<number, number>();
  let sent = 0;
  let sprayMs = 0;
  let sprayOutlasted = true;
  /** Runs one spray (bounded by SPRAY_MAX_REQUESTS and SPRAY_MAX_MS) around a measurement. */
  const duringSpray = async <T>(sources: readonly string[], tag: string, measure: () => Promise<T>): Promise<T> => {
    let spraySent = 0;
    let spraying = true;
    const sprayStarted = performance.now();
    const sprayer = async (source: string, worker: number) => {
      let attempt = 0;
      while (spraying && spraySent < SPRAY_MAX_REQUESTS && performance.now() - sprayStarted < SPRAY_MAX_MS) {
        spraySent += 1;
        attempt += 1;
        const answer = await login(sandbox.port, source, `victim-${tag}-${worker}-${attempt}@bench.test`, `Guess-${attempt}`);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    };
    const spray = sources.flatMap((source, sourceIndex) =>
      Array.from({ length: SPRAY_CONCURRENCY }, (_, slot) => sprayer(source, sourceIndex * SPRAY_CONCURRENCY + slot)),
    );
    // Let the spray fill the hashing queue before the player starts.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const result = await measure();
    sprayOutlasted &&= spraySent < SPRAY_MAX_REQUESTS && performance.now() - sprayStarted < SPRAY_MAX_MS;
    spraying = false;
    await Promise.all(spray);
    sent += spraySent;
    sprayMs += performance.now() - sprayStarted;
    return result;
  };
  const during = await duringSpray(sprayFrom(10), 'a', () => playerLogins(sandbox.port, player));
  const freshDuring = manySources ? await duringSpray(sprayFrom(30), 'b', () => freshAddressLogins(sandbox.port, player, 150)) : null;

  if (process.env.BENCH_VERBOSE) console.log(alone.map(Math.round).join(" "), "\n", during.map(Math.round).join(" "));
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const printCase = (title: string, aloneTimes: readonly number[], duringTimes: readonly number[]) => {
    const a = summary(aloneTimes);
    const d = summary(duringTimes);
    console.log(title);
    console.log(`  alone                          p50 ${ms(a.p50).padStart(7)}  p95 ${ms(a.p95).padStart(7)}`);
    console.log(`  during the spray               p50 ${ms(d.p50).padStart(7)}  p95 ${ms(d.p95).padStart(7)}`);
    console.log(`  ratio (during / alone)         p50 ${(d.p50 / a.p50).toFixed(2).padStart(7)}  p95 ${(d.p95 / a.p95).toFixed(2).padStart(7)}`);
  };
  console.log(`\nA player's login (scrypt N=2^17, hashing concurrency 2), ${PLAYER_LOGINS} in a row each time.`);
  printCase('From the player\'s usual address (a right password there earlier: priority lane):', alone, during);
  if (freshAlone && freshDuring) {
    printCase(
      `From an address it never used before (a fresh 127.0.0.x each login: normal lane), time to a 200, refusals waited out (Retry-After, ${FRESH_MAX_TRIES} tries at most):`,
      freshAlone.times,
      freshDuring.times,
    );
    const refused = (fresh: FreshLogins) =>
      [...fresh.refusals.entries()].map(([status, count]) => `${status}×${count}`).join(', ') || 'none';
    console.log(`  refusals on the way            alone: ${refused(freshAlone)}; during the spray: ${refused(freshDuring)}`);
  } else {
    console.log('From a new address: not measured (this OS lets a client bind only 127.0.0.1).');
  }
  if (!sprayOutlasted) console.log(`(A spray reached its bound, ${SPRAY_MAX_REQUESTS} requests or ${SPRAY_MAX_MS / 1000} s, before its measurement ended.)`);
  const counts = [...statuses.entries()].sort(([x], [y]) => x - y).map(([status, count]) => `${status}×${count}`).join(', ');
  console.log(
    `\nSpray${freshDuring ? 's (one per case, each from sources of its own)' : ''}: ${sent} wrong logins at ${sent} usernames from ${manySources ? SPRAY_SOURCES : 1} source(s) each, ${SPRAY_CONCURRENCY} in flight each, over ${(sprayMs / 1000).toFixed(1)} s: ${counts}`,
  );
  console.log('  401 = checked (costs a hash), 429 = over the source\'s rate limit, 503 = hashing queue full (both cost nothing)');
} finally {
  await sandbox.close();
  await rm(dataDir, { recursive: true, force: true });
}

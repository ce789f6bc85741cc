// Real-money rounds through the ledger, against a sandbox on loopback with a fresh database:
// a round's latency one at a time and many at once, and the balance poll once the ledger has grown.
// Bounded: a fixed number of rounds, then it stops. Run with `npm run bench -- rounds`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startSandbox } from '../sandbox/server.ts';
import { catalogue } from '../sandbox/services/content/catalogue.ts';

const SEQUENTIAL = 400;
const CONCURRENT = 400;
const AT_ONCE = 40;
const POLLS = 200;

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const report = (name: string, samples: number[], wallMs: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `${name.padEnd(40)} n=${String(samples.length).padStart(4)}  p50 ${ms(percentile(sorted, 50)).padStart(9)}  p95 ${ms(percentile(sorted, 95)).padStart(9)}  max ${ms(sorted.at(-1) ?? NaN).padStart(9)}  ${((samples.length / wallMs) * 1000).toFixed(0)} req/s`,
  );
};

const json = { 'Content-Type': 'application/json' };
const dataDir = await mkdtemp(join(tmpdir(), 'bench-rounds-'));
const sandbox = await startSandbox({ port: 0, dataDir, siteDir: null, control: true, logger: false, print: () => undefined });
try {
  const created = await fetch(`${sandbox.url}/sandbox/control/players`, {
    method: 'POST',
    headers: { ...json, 'X-Sandbox-Control': '1' },
    body: JSON.stringify({ balances: [{ type: 'Playable', amount: 100_000 }] }),
  });
  const player = (await created.json()) as { username: string; password: string };
  const login = await fetch(`${sandbox.url}/services/login-service/v1/login`, { method: 'POST', headers: json, body: JSON.stringify(player) });
  const { sessionId } = (await login.json()) as { sessionId: string };
  const slot = catalogue().games.find((game) => game.kind === 'slot' && !game.jackpot);
  if (slot === undefined) throw new Error('no slot in the catalogue');

  const openGame = async (): Promise<string> => {
    const launched = await fetch(`${sandbox.url}/services/casino/casino-lobby-services/v1/games/${slot.id}/url?mode=real`, {
      headers: { 'X-Channel': 'desktop', 'X-Session-Id': sessionId },
    });
    const { url } = (await launched.json()) as { url: string };
    const page = await (await fetch(url)).text();
    const token = /"playToken":"([^"]+)"/.exec(page)?.[1];
    if (token === undefined) throw new Error('the game page has no play token');
    return token;
  };

  let key = 0;
  let staked = 0;
  let won = 0;
  const round = async (playToken: string): Promise<number> => {
    const started = performance.now();
    const response = await fetch(`${sandbox.providerUrl}/rounds`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ playToken, stake: 1, idempotencyKey: `bench-round-${(key += 1)}` }),
    });
    const body = (await response.json()) as { win: number };
    if (!response.ok) throw new Error(`round answered ${response.status}`);
    staked += 1;
    won += body.win;
    return performance.now() - started;
  };

  const first = await openGame();
  let started = performance.now();
  const sequential: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i += 1) sequential.push(await round(first));
  report('round, one at a time', sequential, performance.now() - started);

  const tokens = await Promise.all(Array.from({ length: 4 }, () => openGame()));
  started = performance.now();
  const concurrent: number[] = [];
  for (let batch = 0; batch < CONCURRENT / AT_ONCE; batch += 1) {
    concurrent.push(...(await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => round(tokens[i % tokens.length] ?? first)))));
  }
  report(`round, ${AT_ONCE} at a time (4 pages)`, concurrent, performance.now() - started);

  started = performance.now();
  const polls: number[] = [];
  let playable = Number.NaN;
  for (let i = 0; i < POLLS; i += 1) {
    const pollStarted = performance.now();
    const response = await fetch(`${sandbox.url}/services/wallet-gateway/v1/profiles/${sessionId}/balances`);
    const balances = (await response.json()) as { type: string; amount: number }[];
    playable = balances.find((balance) => balance.type === 'Playable')?.amount ?? Number.NaN;
    polls.push(performance.now() - pollStarted);
  }
  report(`balances after ${SEQUENTIAL + CONCURRENT} rounds`, polls, performance.now() - started);
  const expected = 100_000 - staked + won;
  console.log(`ledger check: Playable ${playable.toFixed(2)}, expected ${expected.toFixed(2)} (${staked} staked, ${won.toFixed(2)} won, return ${((won / staked) * 100).toFixed(1)} %)`);
  if (Math.abs(playable - expected) > 1e-6) throw new Error('the ledger does not match the rounds');
} finally {
  await sandbox.close();
  await rm(dataDir, { recursive: true, force: true });
}

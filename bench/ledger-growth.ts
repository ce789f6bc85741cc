// A player whose ledger has grown against a fresh one: a round, a deposit and the balance poll,
// interleaved, p50/p95 over RUNS each. The grown player gets HISTORY ledger entries on their own
// accounts (bets and wins of 1 against the game provider, spread over the last two years, netting
// to zero) by bulk SQL through the sandbox's own database layer, not through HTTP rounds.
// Both players have two wager limits in force (a day's and a week's).
// Bounded: a fixed number of requests, then it stops. Run with `npm run bench -- ledger-growth`.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabaseAt } from '../sandbox/kernel/database/database.ts';
import { startSandbox } from '../sandbox/server.ts';
import { catalogue } from '../sandbox/services/content/catalogue.ts';
import { copySeededDatabase } from '../sandbox/test-support/seeded-template.ts';

const HISTORY = 100_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const DAY_MS = 86_400_000;

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const json = { 'Content-Type': 'application/json' };
const card = { number: '4242424242424242', expiry: '12/39', cvc: '123' };

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const dataDir = await mkdtemp(join(tmpdir(), 'bench-ledger-growth-'));
const databaseUrl = process.env.DATABASE_URL ?? null;
if (databaseUrl === null) await copySeededDatabase(dataDir);
const options = { port: 0, dataDir, databaseUrl, siteDir: null, control: true, logger: false, print: () => undefined };
try {
  // 1. Two players, made the usual way.
  let sandbox = await startSandbox(options);
  const players: { username: string; password: string }[] = [];
  for (let index = 0; index < 2; index += 1) {
    const created = await post(`${sandbox.url}/sandbox/control/players`, { balances: [{ type: 'Playable', amount: 100_000 }, { type: 'Withdrawable', amount: 100_000 }] }, { 'X-Sandbox-Control': '1' });
    if (created.status !== 201) throw new Error(`creating a player answered ${created.status}`);
    players.push(created.body as { username: string; password: string });
  }
  await sandbox.close();

  // 2. The grown player's history, written straight into the ledger.
  const seedStarted = performance.now();
  const db = await openDatabaseAt({ dataDir, databaseUrl });
  try {
    const grown = players[1]?.username ?? '';
    const id = (await db.query<{ id: number }>('SELECT id FROM players WHERE username = $1', [grown])).rows[0]?.id;
    if (id === undefined) throw new Error('the grown player is missing');
    await db.query('BEGIN');
    await db.query(`INSERT INTO ledger_accounts (player_id, kind, currency) VALUES (NULL, 'house_game_provider', 'EUR') ON CONFLICT ON CONSTRAINT ledger_account_once DO NOTHING`);
    await db.query('CREATE TEMP TABLE bench_history (n integer, transaction_id bigint, created_at timestamptz)');
    await db.query(
      `WITH made AS (
         INSERT INTO ledger_transactions (kind, reference, created_at)
         SELECT CASE WHEN n % 2 = 0 THEN 'bet' ELSE 'win' END, 'bench:history:' || n, now() - (n * interval '1 millisecond' * $2::numeric)
         FROM generate_series(1, $1::integer) AS n
         RETURNING id, reference, created_at
       )
       INSERT INTO bench_history SELECT split_part(reference, ':', 3)::integer, id, created_at FROM made`,
      [HISTORY, (2 * 365 * DAY_MS) / HISTORY],
    );
    // Entries carry their time since migration 171; the bench also runs on a ledger from before it.
    const timed = (await db.query("SELECT 1 FROM information_schema.columns WHERE table_name = 'ledger_entries' AND column_name = 'created_at'")).rows.length > 0;
    await db.query(
      `INSERT INTO ledger_entries (transaction_id, account_id, amount${timed ? ', created_at' : ''})
       SELECT h.transaction_id, a.id, CASE WHEN h.n % 2 = 0 THEN -1 ELSE 1 END * CASE WHEN a.player_id IS NULL THEN -1 ELSE 1 END${timed ? ', h.created_at' : ''}
       FROM bench_history h
       JOIN ledger_accounts a ON (a.player_id = $1 AND a.kind = 'cash' AND a.currency = 'EUR') OR (a.player_id IS NULL AND a.kind = 'house_game_provider' AND a.currency = 'EUR')`,
      [id],
    );
    await db.query('DROP TABLE bench_history');
    await db.query('COMMIT');
    await db.query('ANALYZE');
    const count = (await db.query<{ n: string }>('SELECT count(*)::text AS n FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.player_id = $1', [id])).rows[0]?.n;
    console.log(`grown player: ${count} ledger entries (written in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`);
  } finally {
    await db.close();
  }

  // 3. The same requests for both, interleaved.
  sandbox = await startSandbox(options);
  try {
    const slot = catalogue().games.find((game) => game.kind === 'slot' && !game.jackpot);
    if (slot === undefined) throw new Error('no slot in the catalogue');
    const sessions: string[] = [];
    const tokens: string[] = [];
    for (const player of players) {
      const login = await post(`${sandbox.url}/services/login-service/v1/login`, player);
      const session = String(login.body.sessionId);
      sessions.push(session);
      // Two wager limits in force, so every round checks its day's and week's wagers.
      for (const period of ['DAY', 'WEEK']) {
        const limit = await fetch(`${sandbox.url}/services/responsible-gambling/v1/profiles/${session}/limits/WAGER/${period}`, {
          method: 'PUT',
          headers: json,
          body: JSON.stringify({ amount: 10_000_000, currency: 'EUR' }),
        });
        if (limit.status >= 300) throw new Error(`setting a wager limit answered ${limit.status}`);
      }
      const launched = await fetch(`${sandbox.url}/services/casino/casino-lobby-services/v1/games/${slot.id}/url?mode=real`, { headers: { 'X-Channel': 'desktop', 'X-Session-Id': session } });
      const page = await (await fetch(String(((await launched.json()) as { url: string }).url))).text();
      const token = /"playToken":"([^"]+)"/.exec(page)?.[1];
      if (token === undefined) throw new Error('the game page has no play token');
      tokens.push(token);
    }
    const samples = new Map<string, number[]>();
    const time = async (name: string, request: () => Promise<number>) => {
      const started = performance.now();
      const status = await request();
      const took = performance.now() - started;
      if (status >= 300) throw new Error(`${name} answered ${status}`);
      samples.set(name, [...(samples.get(name) ?? []), took]);
    };
    let key = 0;
    for (let run = 0; run < RUNS; run += 1) {
      for (const index of [0, 1]) {
        const order = run % 2 === 0 ? index : 1 - index;
        const whoNow = order === 0 ? 'fresh' : 'grown';
        const session = sessions[order] ?? '';
        await time(`round (${whoNow})`, async () => (await post(`${sandbox.providerUrl}/rounds`, { playToken: tokens[order], stake: 1, idempotencyKey: `bench-growth-${(key += 1)}` })).status);
        await time(`deposit (${whoNow})`, async () => {
          const answer = await post(`${sandbox.url}/services/payment/v1/profiles/${session}/deposits`, { amount: 2_500, currency: 'EUR', method: 'CARD', card }, { 'Idempotency-Key': randomUUID() });
          if (answer.status >= 300) console.error(JSON.stringify(answer.body));
          return answer.status;
        });
        await time(`balance poll (${whoNow})`, async () => (await fetch(`${sandbox.url}/services/wallet-gateway/v1/profiles/${session}/balances`)).status);
      }
    }
    const p = (name: string) => {
      const sorted = [...(samples.get(name) ?? [])].sort((a, b) => a - b);
      return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), n: sorted.length };
    };
    console.log(`${HISTORY.toLocaleString('en')} ledger entries against a fresh player, ${RUNS} runs each, interleaved${databaseUrl === null ? ' (PGlite)' : ' (PostgreSQL)'}`);
    for (const request of ['round', 'deposit', 'balance poll']) {
      const fresh = p(`${request} (fresh)`);
      const grown = p(`${request} (grown)`);
      console.log(
        `${request.padEnd(14)} fresh p50 ${ms(fresh.p50).padStart(8)} p95 ${ms(fresh.p95).padStart(8)}   grown p50 ${ms(grown.p50).padStart(8)} p95 ${ms(grown.p95).padStart(8)}   grown/fresh p50 ${(grown.p50 / fresh.p50).toFixed(2)}×`,
      );
    }
  } finally {
    await sandbox.close();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

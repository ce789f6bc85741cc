import { randomInt } from 'node:crypto';
import { openDatabaseAt, type Database } from '../kernel/database/database.ts';
import { catalogue } from '../services/content/index.ts';
import { SandboxProcess } from './sandbox-process.ts';

/**
 * The chaos run (issue 8, "The ledger"): many concurrent money-moving requests across several
 * players, each with an idempotency key, while the sandbox process is killed with SIGKILL and
 * started again on the same data; every request not answered is retried with its key until it is.
 * Afterwards the ledger must hold every acknowledged request exactly once and nothing else, every
 * transaction must sum to zero, and every balance the wallet API reports must be its entries' sum.
 * With several processes on one PostgreSQL, every other kill takes one worker only (the others
 * serve on, the primary starts another), and at the end a deposit limit and a login lockout are
 * hammered through all of them at once: neither may let more through than one process would.
 */
export interface ChaosOptions {
  dataDir: string;
  /** A PostgreSQL database, already seeded; PGlite in `dataDir` (seeded) when absent. */
  databaseUrl?: string | null;
  players?: number;
  /** Requests in all (each acknowledged in the end, however many attempts it takes). */
  requests?: number;
  /** Requests in flight at once. */
  concurrency?: number;
  /** SIGKILLs during the run. */
  kills?: number;
  /** The run fails beyond this. */
  deadlineMs?: number;
  /** Sandbox processes on the database (`SANDBOX_PROCESSES`; more than 1 needs `databaseUrl`). Default 1. */
  processes?: number;
}

type OperationKind = 'round' | 'deposit' | 'withdrawal';

interface ChaosPlayer {
  username: string;
  session: string;
  playToken: string;
  /** Minor units (EUR): what the player was given at the start. */
  opening: number;
}

interface Operation {
  kind: OperationKind;
  player: ChaosPlayer;
  key: string;
  /** Minor units (EUR). */
  amount: number;
  /** The answer that settled it: a 2xx (acknowledged) or a 4xx (refused: no money moved). */
  answer?: { status: number; body: Record<string, unknown> };
  attempts: number;
}

export interface ChaosReport {
  backend: 'PGlite' | 'PostgreSQL';
  players: number;
  requests: number;
  byKind: Record<OperationKind, number>;
  attempts: number;
  /** Attempts cut off (connection lost, 5xx) and retried with the same key. */
  retried: number;
  acknowledged: number;
  /** Definitive 4xx answers (insufficient funds): acknowledged as "nothing moved". */
  refused: number;
  /** The refusals by kind, status and error code, e.g. `withdrawal 402 INSUFFICIENT_FUNDS`. */
  refusals: Record<string, number>;
  /** How long each start after a kill took until the API answered (ms). */
  restartsMs: number[];
  kills: number;
  processes: number;
  /** Of the kills, those of one worker while the others served on (several processes only). */
  workerKills: number;
  /** The limits hammered through every process at once at the end of the run. */
  limits: LimitsReport;
  /** From the first request to the last answer, restarts included. */
  durationMs: number;
  requestsPerSecond: number;
  /** Every check that failed, one line each; empty when the ledger is whole. */
  discrepancies: string[];
}

const defaults = { players: 8, requests: 1_600, concurrency: 32, kills: 4, deadlineMs: 150_000, processes: 1 };

const openingBalance = 100_000; // 1,000.00 EUR
const card = { number: '4242424242424242', expiry: '12/35', cvc: '123' };

const slotGame = () => {
  const game = catalogue().games.find((candidate) => candidate.kind === 'slot');
  if (game === undefined) throw new Error('No slot in the catalogue');
  return game.id;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  body: unknown;
}

async function call(url: string, init: { method: string; body?: unknown; headers?: Record<string, string> }): Promise<Answer> {
  const response = await fetch(url, {
    method: init.method,
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? null : JSON.stringify(init.body),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, body };
}

const objectOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

async function must(answer: Promise<Answer>, what: string, status = 200): Promise<Record<string, unknown>> {
  const result = await answer;
  if (result.status !== status) throw new Error(`${what} answered ${result.status} ${JSON.stringify(result.body)}`);
  return objectOf(result.body);
}

const control = { 'X-Sandbox-Control': '1' };

async function preparePlayer(sandbox: SandboxProcess, index: number): Promise<ChaosPlayer> {
  const created = await must(
    call(`${sandbox.url}/sandbox/control/players`, {
      method: 'POST',
      headers: control,
      body: {
        currency: 'EUR',
        balances: [
          { type: 'Playable', amount: openingBalance / 100 },
          { type: 'Withdrawable', amount: openingBalance / 100 },
          { type: 'Bonus', amount: 0 },
          { type: 'PendingWithdrawal', amount: 0 },
        ],
      },
    }),
    `Creating chaos player ${index}`,
    201,
  );
  const username = String(created.username);
  const login = await must(
    call(`${sandbox.url}/services/login-service/v1/login`, { method: 'POST', body: { username, password: String(created.password) } }),
    `Logging in ${username}`,
  );
  const session = String(login.sessionId);
  const launch = await must(
    call(`${sandbox.url}/services/casino/casino-lobby-services/v1/games/${slotGame()}/url?channelType=desktop&currencyCode=EUR&language=en&mode=real`, {
      method: 'GET',
      headers: { 'X-Channel': 'desktop', 'X-Session-Id': session },
    }),
    `Launching a slot for ${username}`,
  );
  const page = await fetch(`${sandbox.providerUrl}${new URL(String(launch.url)).pathname}`);
  const config = /<script type="application\/json" id="game-config">([\s\S]*?)<\/script>/.exec(await page.text())?.[1];
  if (config === undefined) throw new Error(`The game page answered ${page.status} without its configuration`);
  return { username, session, playToken: String(objectOf(JSON.parse(config)).playToken), opening: openingBalance };
}

/** Whether this sandbox has the payment service's deposits yet (docs/api.md, "Money"). */
async function offersPayments(sandbox: SandboxProcess, player: ChaosPlayer): Promise<boolean> {
  const probe = await call(`${sandbox.url}/services/payment/v1/profiles/${player.session}/deposits`, { method: 'POST', body: {} });
  return probe.status !== 404;
}

function plan(players: readonly ChaosPlayer[], count: number, kinds: readonly OperationKind[], runId: string): Operation[] {
  const operations: Operation[] = [];
  for (let index = 0; index < count; index += 1) {
    const kind = kinds[randomInt(kinds.length)] as OperationKind;
    const player = players[index % players.length] as ChaosPlayer;
    // Rounds stake one of the slot's stakes, 0.10–1.00; deposits 10.00–50.00; withdrawals 10.00–20.00 (the limits' minimum is 10.00).
    const amount = kind === 'round' ? ([10, 20, 50, 100][randomInt(4)] as number) : kind === 'deposit' ? 1_000 * (1 + randomInt(5)) : 1_000 * (1 + randomInt(2));
    operations.push({ kind, player, key: `chaos-${runId}-${index}`, amount, attempts: 0 });
  }
  return operations;
}

function send(sandbox: SandboxProcess, operation: Operation): Promise<Answer> {
  const { player } = operation;
  if (operation.kind === 'round') {
    return call(`${sandbox.providerUrl}/rounds`, {
      method: 'POST',
      body: { playToken: player.playToken, idempotencyKey: operation.key, stake: operation.amount / 100 },
    });
  }
  const path = operation.kind === 'deposit' ? 'deposits' : 'withdrawals';
  const body =
    operation.kind === 'deposit'
      ? { amount: operation.amount, currency: 'EUR', method: 'CARD', card }
      : { amount: operation.amount, currency: 'EUR', method: 'CARD' };
  return call(`${sandbox.url}/services/payment/v1/profiles/${player.session}/${path}`, {
    method: 'POST',
    headers: { 'Idempotency-Key': operation.key },
    body,
  });
}

const minorOf = (major: unknown): number => Math.round(Number(major) * 100);

export async function runChaos(options: ChaosOptions): Promise<ChaosReport> {
  const settings = { ...defaults, ...options };
  const backend = options.databaseUrl ? 'PostgreSQL' : 'PGlite';
  const sandbox = await SandboxProcess.create({ dataDir: options.dataDir, databaseUrl: options.databaseUrl ?? null, processes: settings.processes });
  await sandbox.start();
  let started = Date.now();
  let operations: Operation[] = [];
  let kills = 0;
  let workerKills = 0;
  let settled = 0;
  const restartsMs: number[] = [];
  let retried = 0;
  let attempts = 0;
  let running = true;
  let ready: Promise<void> = Promise.resolve();
  try {
    const players: ChaosPlayer[] = [];
    for (let index = 0; index < settings.players; index += 1) players.push(await preparePlayer(sandbox, index));
    const kinds: OperationKind[] = (await offersPayments(sandbox, players[0] as ChaosPlayer)) ? ['round', 'round', 'deposit', 'withdrawal'] : ['round'];
    operations = plan(players, settings.requests, kinds, `${Date.now().toString(36)}${randomInt(1_000)}`);

    const queue = [...operations];
    started = Date.now();
    const worker = async () => {
      for (let operation = queue.shift(); operation !== undefined; operation = queue.shift()) {
        while (operation.answer === undefined) {
          if (Date.now() - started > settings.deadlineMs) throw new Error(`The chaos run passed its deadline of ${settings.deadlineMs} ms`);
          await ready;
          operation.attempts += 1;
          attempts += 1;
          try {
            const answer = await send(sandbox, operation);
            if (answer.status < 500 && answer.status !== 429) {
              operation.answer = { status: answer.status, body: objectOf(answer.body) };
              settled += 1;
              break;
            }
          } catch {
            // Cut off by the kill (reset, refused while restarting): retried below with the same key.
          }
          retried += 1;
          await sleep(50);
        }
      }
    };

    // Kills spread over the run: the i-th once about i/(kills+1) of the requests are answered.
    const killer = async () => {
      while (running && kills < settings.kills) {
        const due = Math.floor(((kills + 1) / (settings.kills + 1)) * operations.length) - randomInt(Math.max(1, Math.floor(operations.length / 20)));
        while (running && settled < due) await sleep(20);
        if (!running) return;
        if (settings.processes > 1 && kills % 2 === 0) {
          // One worker only: requests in flight on it are cut off and retried, the others serve on.
          await sandbox.allWorkersReady();
          sandbox.killWorker();
          kills += 1;
          workerKills += 1;
          continue;
        }
        let restarted!: () => void;
        let failedToRestart!: (error: unknown) => void;
        ready = new Promise((resolve, reject) => {
          restarted = resolve;
          failedToRestart = reject;
        });
        // Workers see the failure when they next wait; the killer's own rejection ends the run.
        ready.catch(() => undefined);
        await sandbox.kill();
        kills += 1;
        try {
          const restarting = Date.now();
          await sandbox.start();
          restartsMs.push(Date.now() - restarting);
          restarted();
        } catch (error) {
          failedToRestart(error);
          throw error;
        }
      }
    };

    const working = Promise.all(Array.from({ length: settings.concurrency }, worker)).finally(() => {
      running = false;
    });
    await Promise.all([working, killer()]);
    const durationMs = Date.now() - started;
    const balances = await reportedBalances(sandbox, players);
    await sandbox.allWorkersReady();
    const limits = await hammerLimits(sandbox);
    await sandbox.stop();
    const discrepancies = [...limits.discrepancies, ...(await audit(options, players, operations, balances))];
    const count = (kind: OperationKind) => operations.filter((operation) => operation.kind === kind).length;
    const acknowledged = operations.filter((operation) => (operation.answer?.status ?? 0) < 300).length;
    const refusals: Record<string, number> = {};
    for (const { kind, answer } of operations) {
      if (answer === undefined || answer.status < 300) continue;
      const reason = `${kind} ${answer.status} ${String(answer.body.errorCode ?? answer.body.code ?? '')}`.trim();
      refusals[reason] = (refusals[reason] ?? 0) + 1;
    }
    return {
      backend,
      players: players.length,
      requests: operations.length,
      byKind: { round: count('round'), deposit: count('deposit'), withdrawal: count('withdrawal') },
      attempts,
      retried,
      acknowledged,
      refused: operations.length - acknowledged,
      refusals,
      restartsMs,
      kills,
      processes: settings.processes,
      workerKills,
      limits: { depositsAccepted: limits.depositsAccepted, wrongPasswordsAnswered: limits.wrongPasswordsAnswered, blockedAnswers: limits.blockedAnswers },
      durationMs,
      requestsPerSecond: Math.round((operations.length / durationMs) * 1_000),
      discrepancies,
    };
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nThe sandbox printed:\n${sandbox.lastOutput()}`, { cause: error });
  } finally {
    running = false;
    await sandbox.kill();
  }
}

export interface LimitsReport {
  /** Of 20 deposits of 10.00 at once under a day limit of 50.00 (5 fit). */
  depositsAccepted: number;
  /** Of 8 wrong passwords at one player at once: answered as wrong (4), the rest as blocked. */
  wrongPasswordsAnswered: number;
  blockedAnswers: number;
}

const errorCodeOf = (answer: Answer): unknown => objectOf(answer.body).errorCode ?? answer.status;

/**
 * A deposit limit and a login lockout hammered at once, through whichever processes the
 * connections reach: a deposit limit of 50.00 a day takes 5 deposits of 10.00 out of 20, and 8 wrong
 * passwords are 4 wrong answers and 4 blocks (the fifth wrong one blocks), the right one after them blocked too.
 */
async function hammerLimits(sandbox: SandboxProcess): Promise<LimitsReport & { discrepancies: string[] }> {
  const discrepancies: string[] = [];
  const created = async () => {
    const player = await must(call(`${sandbox.url}/sandbox/control/players`, { method: 'POST', headers: control, body: {} }), 'Creating a limits player', 201);
    return { username: String(player.username), password: String(player.password) };
  };
  const login = (username: string, password: string) =>
    call(`${sandbox.url}/services/login-service/v1/login`, { method: 'POST', body: { username, password } });

  const depositor = await created();
  const session = String((await must(login(depositor.username, depositor.password), 'Logging in the depositor')).sessionId);
  await must(
    call(`${sandbox.url}/services/responsible-gambling/v1/profiles/${session}/limits/DEPOSIT/DAY`, { method: 'PUT', body: { amount: 5_000, currency: 'EUR' } }),
    'Setting a deposit limit',
  );
  const deposits = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      call(`${sandbox.url}/services/payment/v1/profiles/${session}/deposits`, {
        method: 'POST',
        headers: { 'Idempotency-Key': `chaos-limit-${Date.now().toString(36)}-${index}` },
        body: { amount: 1_000, currency: 'EUR', method: 'CARD', card },
      }),
    ),
  );
  const depositsAccepted = deposits.filter((answer) => answer.status === 201).length;
  if (depositsAccepted !== 5) discrepancies.push(`deposit limit of 50.00: ${depositsAccepted} deposits of 10.00 accepted, not 5`);

  const guessed = await created();
  const codes = (await Promise.all(Array.from({ length: 8 }, () => login(guessed.username, 'Wrong-Password-1')))).map(errorCodeOf);
  const wrongPasswordsAnswered = codes.filter((code) => code === 'invalid_grant').length;
  const blockedAnswers = codes.filter((code) => code === 'blocked').length;
  if (wrongPasswordsAnswered !== 4 || blockedAnswers !== 4) discrepancies.push(`login lockout: 8 wrong passwords answered ${JSON.stringify(codes)}`);
  const right = errorCodeOf(await login(guessed.username, guessed.password));
  if (right !== 'blocked') discrepancies.push(`login lockout: the right password after the block answered ${String(right)}`);
  return { depositsAccepted, wrongPasswordsAnswered, blockedAnswers, discrepancies };
}

/** Minor units per balance type, as the wallet API (WAL-03) reports them. */
async function reportedBalances(sandbox: SandboxProcess, players: readonly ChaosPlayer[]): Promise<Map<string, Record<string, number>>> {
  const balances = new Map<string, Record<string, number>>();
  for (const player of players) {
    const answer = await call(`${sandbox.url}/services/wallet-gateway/v1/profiles/${player.session}/balances`, { method: 'GET' });
    if (answer.status !== 200 || !Array.isArray(answer.body)) throw new Error(`Balances of ${player.username} answered ${answer.status}`);
    balances.set(player.username, Object.fromEntries(answer.body.map((entry) => [String(objectOf(entry).type), minorOf(objectOf(entry).amount)])));
  }
  return balances;
}

const minorOfDecimal = (decimal: string): number => Math.round(Number(decimal) * 100);

/** Every check of the ledger after the run, on the stopped sandbox's database; each failure is one line. */
async function audit(
  options: ChaosOptions,
  players: readonly ChaosPlayer[],
  operations: readonly Operation[],
  reported: Map<string, Record<string, number>>,
): Promise<string[]> {
  const db = await openDatabaseAt({ dataDir: options.dataDir, databaseUrl: options.databaseUrl ?? null });
  const found: string[] = [];
  try {
    const unbalanced = await db.query<{ transaction_id: number }>(
      `SELECT e.transaction_id FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
       GROUP BY e.transaction_id, a.currency HAVING sum(e.amount) <> 0`,
    );
    for (const row of unbalanced.rows) found.push(`ledger transaction ${row.transaction_id} does not sum to zero`);
    // Every player account's running total is the sum of its entries (issue 20).
    const drifted = await db.query<{ account_id: number; balance: string | null; entries: string }>(
      'SELECT account_id, balance::text AS balance, entries::text AS entries FROM ledger_running_balance_mismatches()',
    );
    for (const row of drifted.rows) found.push(`ledger account ${row.account_id}: running total ${row.balance} ≠ its entries' sum ${row.entries}`);
    // Every period sum (per account, kind, UTC hour and day) is its entries' sum and count.
    const unsummed = await db.query<{ account_id: number; span: string; period_start: Date; kind: string; amount: string | null; entries_amount: string | null }>(
      'SELECT account_id, span, period_start, kind, amount::text AS amount, entries_amount::text AS entries_amount FROM ledger_period_sum_mismatches()',
    );
    for (const row of unsummed.rows) {
      found.push(`ledger account ${row.account_id}: ${row.kind} sum of the ${row.span} from ${row.period_start.toISOString()} is ${row.amount} ≠ its entries' ${row.entries_amount}`);
    }
    for (const player of players) found.push(...(await auditPlayer(db, player, operations, reported.get(player.username) ?? {})));
  } finally {
    await db.close();
  }
  return found;
}

async function auditPlayer(db: Database, player: ChaosPlayer, allOperations: readonly Operation[], reported: Record<string, number>): Promise<string[]> {
  const found: string[] = [];
  const operations = allOperations.filter((operation) => operation.player === player && (operation.answer?.status ?? 0) < 300);
  const id = (await db.query<{ id: number }>('SELECT id FROM players WHERE username = $1', [player.username])).rows[0]?.id;
  if (id === undefined) return [`${player.username} is missing`];

  // What the acknowledged answers say the player must hold.
  let playable = player.opening;
  let pending = 0;
  for (const operation of operations) {
    const body = operation.answer?.body ?? {};
    if (operation.kind === 'round') playable += minorOf(body.win) - minorOf(body.stake);
    if (operation.kind === 'deposit' && body.status === 'COMPLETED') playable += operation.amount;
    if (operation.kind === 'withdrawal') {
      playable -= operation.amount;
      pending += operation.amount;
    }
  }

  // What the ledger holds, account by account.
  const held = await db.query<{ kind: string; amount: string }>(
    `SELECT a.kind, coalesce(sum(e.amount), 0)::text AS amount FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
     WHERE a.player_id = $1 GROUP BY a.kind`,
    [id],
  );
  const ledger = (kind: string) => minorOfDecimal(held.rows.find((row) => row.kind === kind)?.amount ?? '0');
  const ledgerPlayable = ledger('cash') + ledger('bonus');
  const expectations: [string, number, number][] = [
    ['Playable reported vs ledger (cash + bonus)', reported.Playable ?? Number.NaN, ledgerPlayable],
    ['Withdrawable reported vs ledger (cash)', reported.Withdrawable ?? Number.NaN, ledger('cash')],
    ['PendingWithdrawal reported vs ledger', reported.PendingWithdrawal ?? Number.NaN, ledger('pending_withdrawal')],
    ['Playable from the acknowledged answers vs ledger', playable, ledgerPlayable],
    ['PendingWithdrawal from the acknowledged answers vs ledger', pending, ledger('pending_withdrawal')],
  ];
  for (const [what, expected, actual] of expectations) if (expected !== actual) found.push(`${player.username}: ${what}: ${expected} ≠ ${actual}`);

  // Each acknowledged request once, by its key or reference; nothing the answers do not account for.
  const rounds = await db.query<{ id: string; idempotency_key: string; win: string; bets: number; wins: number }>(
    `SELECT r.id, r.idempotency_key, r.win::text AS win,
            (SELECT count(*) FROM ledger_transactions t WHERE t.reference = 'round:' || r.id AND t.kind = 'bet')::int AS bets,
            (SELECT count(*) FROM ledger_transactions t WHERE t.reference = 'round:' || r.id AND t.kind = 'win')::int AS wins
     FROM game_rounds r WHERE r.player_id = $1 AND r.mode = 'real'`,
    [id],
  );
  const roundsByKey = new Map(rounds.rows.map((row) => [row.idempotency_key, row]));
  for (const operation of operations.filter((candidate) => candidate.kind === 'round')) {
    const row = roundsByKey.get(operation.key);
    if (row === undefined) found.push(`${player.username}: acknowledged round ${operation.key} is not stored`);
    else if (row.id !== operation.answer?.body.roundId) found.push(`${player.username}: round ${operation.key} answered ${String(operation.answer?.body.roundId)}, stored ${row.id}`);
  }
  for (const row of rounds.rows) {
    const wantedWins = minorOfDecimal(row.win) > 0 ? 1 : 0;
    if (row.bets !== 1 || row.wins !== wantedWins) found.push(`${player.username}: round ${row.id} has ${row.bets} bets and ${row.wins} wins in the ledger`);
  }
  const acknowledgedRounds = operations.filter((operation) => operation.kind === 'round').length;
  if (rounds.rows.length !== acknowledgedRounds) found.push(`${player.username}: ${rounds.rows.length} rounds stored for ${acknowledgedRounds} acknowledged`);

  const roundTransactions = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ledger_transactions t WHERE t.kind IN ('bet', 'win')
       AND EXISTS (SELECT 1 FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE e.transaction_id = t.id AND a.player_id = $1)
       AND NOT EXISTS (SELECT 1 FROM game_rounds r WHERE t.reference = 'round:' || r.id)`,
    [id],
  );
  if ((roundTransactions.rows[0]?.count ?? 0) > 0) found.push(`${player.username}: ${roundTransactions.rows[0]?.count} bets or wins without their round`);

  for (const [kind, table] of [['deposit', 'deposits'], ['withdrawal', 'withdrawals']] as const) {
    const acknowledged = operations.filter((operation) => operation.kind === kind);
    if (acknowledged.length === 0) continue;
    const rows = await db.query<{ id: string; status: string; movements: number }>(
      `SELECT m.id, m.status, (SELECT count(*) FROM ledger_transactions t WHERE t.reference = m.id AND t.kind = $2)::int AS movements
       FROM ${table} m WHERE m.player_id = $1`,
      [id, kind],
    );
    const byId = new Map(rows.rows.map((row) => [row.id, row]));
    for (const operation of acknowledged) {
      const answerId = String(operation.answer?.body.id);
      const row = byId.get(answerId);
      if (row === undefined) found.push(`${player.username}: acknowledged ${kind} ${answerId} (${operation.key}) is not stored`);
      else if (row.movements !== (kind === 'deposit' && row.status !== 'COMPLETED' ? 0 : 1)) found.push(`${player.username}: ${kind} ${row.id} moved money ${row.movements} times`);
    }
    if (rows.rows.length !== acknowledged.length) found.push(`${player.username}: ${rows.rows.length} ${table} stored for ${acknowledged.length} acknowledged`);
    const orphans = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM ledger_transactions t WHERE t.kind = $2
         AND EXISTS (SELECT 1 FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE e.transaction_id = t.id AND a.player_id = $1)
         AND NOT EXISTS (SELECT 1 FROM ${table} m WHERE m.id = t.reference)`,
      [id, kind],
    );
    if ((orphans.rows[0]?.count ?? 0) > 0) found.push(`${player.username}: ${orphans.rows[0]?.count} ${kind} ledger transactions without their ${kind} row`);
  }
  return found;
}

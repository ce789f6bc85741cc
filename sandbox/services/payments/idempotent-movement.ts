import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../../kernel/database/database.ts';
import { lockOpening, type HeldAmount } from '../wallet/index.ts';

/** What a money-moving request answers: kept as the first answer of its Idempotency-Key. */
export interface MoneyAnswer {
  readonly status: number;
  readonly body: unknown;
}

export interface MovementRequest {
  /** Whose key it is (keys are per player). */
  readonly playerId: number;
  readonly idempotencyKey: string;
  /** The operation and its parameters: the same key with another request is refused. */
  readonly operation: string;
  readonly parameters: unknown;
  /** Every player whose money the movement may touch, the requester included. */
  readonly playerIds: readonly number[];
  /** The currency whose cash account every player must have before the accounts are locked. */
  readonly currency: string;
  readonly at: Date;
}

export const idempotencyKeyReusedAnswer: MoneyAnswer = {
  status: 409,
  body: { errorCode: 'IDEMPOTENCY_KEY_REUSED', message: 'This Idempotency-Key was used for another request.' },
};

/** JSON with its keys sorted, so two spellings of one body read the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function fingerprintOf(operation: string, parameters: unknown): string {
  return createHash('sha256').update(operation).update('\n').update(canonical(parameters)).digest('hex');
}

/** The locked holdings of each player of the movement, for the decision. */
export type LockedHoldings = ReadonlyMap<number, readonly HeldAmount[]>;

/** A request's key as the one-statement movements take it: whose, which, the request's fingerprint, when. */
export interface KeyedRequest {
  readonly playerId: number;
  readonly idempotencyKey: string;
  readonly fingerprint: string;
  readonly at: Date;
}

/**
 * What a movement tried in one statement answered (payments migration 202): the key's first answer,
 * the movement made (with the answer the caller built and the function stored), or nothing written
 * because the request needs the full path's decision.
 */
export type AtOnceOutcome =
  | { readonly outcome: 'answered'; readonly first: StoredAnswer }
  | { readonly outcome: 'decided'; readonly answer: MoneyAnswer }
  | { readonly outcome: 'needs_decision' };

/** A key's first answer as stored, with the fingerprint of the request it answered. */
interface StoredAnswer {
  readonly fingerprint: string;
  readonly status: number;
  readonly body: unknown;
}

/** The answer to a key already answered: its first answer for the same request, else 409. */
const answerOfKey = (first: StoredAnswer, fingerprint: string): MoneyAnswer =>
  first.fingerprint === fingerprint ? { status: first.status, body: first.body } : idempotencyKeyReusedAnswer;

/**
 * Calls one of payments migration 202's functions, `SELECT * FROM fn($1, …)`, whose first four
 * parameters are the key's (player, key, fingerprint, time) and `parameters` the rest, and reads
 * its outcome; `answer` is what the caller built, stored by the function when it decides.
 */
export async function callAtOnce(db: Queryable, fn: string, keyed: KeyedRequest, parameters: readonly unknown[], answer: MoneyAnswer): Promise<AtOnceOutcome> {
  const all = [keyed.playerId, keyed.idempotencyKey, keyed.fingerprint, keyed.at, ...parameters];
  const placeholders = all.map((_, index) => `$${index + 1}`).join(', ');
  const result = await db.query<{ outcome: AtOnceOutcome['outcome']; status: number | null; body: unknown; fingerprint: string | null }>(
    `SELECT outcome, status, body, fingerprint FROM ${fn}(${placeholders})`,
    all,
  );
  const row = result.rows[0];
  if (row === undefined) throw new Error(`${fn} answered no row`);
  if (row.outcome === 'answered') return { outcome: 'answered', first: { fingerprint: row.fingerprint ?? '', status: row.status ?? 500, body: row.body } };
  if (row.outcome === 'decided') return { outcome: 'decided', answer };
  return { outcome: 'needs_decision' };
}

/**
 * Runs a money movement once per Idempotency-Key, in one database transaction that:
 * locks the ledger accounts of every player involved (in player-id order, so two transfers in
 * opposite directions cannot deadlock on a PostgreSQL server), then answers a retry from the
 * stored first answer (or 409 for the same key with another request), else decides, moves the
 * money and stores the answer. The lock comes before the key is read, so two requests with one key
 * are decided one after the other and the second one sees the first's answer.
 *
 * With `atOnce`, the movement is first tried in one statement (the same steps in the same order, see
 * payments migration 202): that answers the usual request; one it cannot decide alone has written
 * nothing and goes on to the transaction, which decides it afresh under the lock.
 */
export async function runIdempotentMovement(
  db: Database,
  request: MovementRequest,
  decide: (tx: Queryable, holdings: LockedHoldings) => Promise<MoneyAnswer>,
  atOnce?: (keyed: KeyedRequest) => Promise<AtOnceOutcome>,
): Promise<MoneyAnswer> {
  const fingerprint = fingerprintOf(request.operation, request.parameters);
  if (atOnce !== undefined) {
    const tried = await atOnce({ playerId: request.playerId, idempotencyKey: request.idempotencyKey, fingerprint, at: request.at });
    if (tried.outcome === 'answered') return answerOfKey(tried.first, fingerprint);
    if (tried.outcome === 'decided') return tried.answer;
  }
  return db.transaction(async (tx) => {
    const holdings = new Map<number, readonly HeldAmount[]>();
    for (const playerId of [...new Set(request.playerIds)].sort((a, b) => a - b)) {
      holdings.set(playerId, await lockOpening(tx, playerId, request.currency, ['cash']));
    }
    const stored = await tx.query<StoredAnswer>(
      'SELECT fingerprint, status, body FROM payment_idempotency_keys WHERE player_id = $1 AND key = $2',
      [request.playerId, request.idempotencyKey],
    );
    const first = stored.rows[0];
    if (first !== undefined) return answerOfKey(first, fingerprint);
    const answer = await decide(tx, holdings);
    await tx.query(
      `INSERT INTO payment_idempotency_keys (player_id, key, fingerprint, status, body, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [request.playerId, request.idempotencyKey, fingerprint, answer.status, JSON.stringify(answer.body), request.at],
    );
    return answer;
  });
}

/** Whether the key has been answered already (a retry, answered from the stored first answer). */
export async function isAnsweredKey(db: Queryable, playerId: number, idempotencyKey: string): Promise<boolean> {
  const stored = await db.query('SELECT 1 FROM payment_idempotency_keys WHERE player_id = $1 AND key = $2', [playerId, idempotencyKey]);
  return stored.rows.length > 0;
}

/** What one of the player's accounts holds, from locked holdings (0 without the account). */
export function heldIn(holdings: readonly HeldAmount[] | undefined, kind: HeldAmount['kind'], currency: string): bigint {
  return holdings?.find((account) => account.kind === kind && account.currency === currency)?.amount ?? 0n;
}

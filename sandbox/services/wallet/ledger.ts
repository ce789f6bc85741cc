import type { Queryable } from '../../kernel/database/database.ts';
import { decimalOf, unitsOf, type Units } from '../../kernel/money.ts';

/** What a player holds, per currency (docs/decisions.md, "Ledger"). */
export type PlayerAccountKind = 'cash' | 'bonus' | 'locked' | 'non_playable_bonus' | 'pending_withdrawal';
export const playerAccountKinds: readonly PlayerAccountKind[] = ['cash', 'bonus', 'locked', 'non_playable_bonus', 'pending_withdrawal'];

/** The other side of every movement: money leaves or enters the player's wallet through one of these. */
export type HouseAccountKind =
  | 'house_game_provider'
  | 'house_operator_adjustments'
  | 'house_payment_provider'
  | 'house_sportsbook'
  | 'house_loyalty'
  /** What pays bonuses (issue 22) and takes back the money of those that expire or are forfeited. */
  | 'house_bonuses'
  /** Money between two players, for the instant between the sender's transaction and the recipient's: nets to zero. */
  | 'house_transfers';

export type AccountRef =
  | { readonly playerId: number; readonly kind: PlayerAccountKind; readonly currency: string }
  | { readonly playerId: null; readonly kind: HouseAccountKind; readonly currency: string };

export const houseAccount = (kind: HouseAccountKind, currency: string): AccountRef => ({ playerId: null, kind, currency });
export const playerAccount = (playerId: number, kind: PlayerAccountKind, currency: string): AccountRef => ({ playerId, kind, currency });

export type TransactionKind =
  | 'opening_balance'
  | 'adjustment'
  | 'currency_change'
  | 'bet'
  | 'win'
  /** house_payment_provider → cash. */
  | 'deposit'
  /** cash → pending_withdrawal: requested, waiting for the operator. */
  | 'withdrawal'
  /** pending_withdrawal → cash: the player cancelled it (where the jurisdiction allows). */
  | 'withdrawal_reversal'
  /** pending_withdrawal → cash: the operator rejected it. */
  | 'withdrawal_rejection'
  /** pending_withdrawal → house_payment_provider: the operator approved it; the money has left. */
  | 'withdrawal_payout'
  /** cash of one player → cash of another (player-to-player, TTP), in one transaction (before issue 21). */
  | 'transfer'
  /** cash of the sender → house_transfers (player-to-player, TTP). */
  | 'transfer_out'
  /** house_transfers → cash of the recipient: counted as money coming in (SG-04's deposit limits). */
  | 'transfer_in'
  /** house_loyalty → bonus: loyalty points redeemed for bonus money. */
  | 'redemption'
  /** cash then bonus → house_sportsbook. */
  | 'sports_bet'
  /** house_sportsbook → cash. */
  | 'sports_win'
  /** house_bonuses → bonus: a bonus granted from an offer the player opted in to (BON-02). */
  | 'bonus_grant'
  /** bonus → cash: the bonus's wagering requirement met, its money becomes real money (BON-05). */
  | 'bonus_conversion'
  /** bonus → house_bonuses: the bonus expired, its remaining money removed (BON-06). */
  | 'bonus_expiry'
  /** bonus → house_bonuses: the player forfeited the bonus (BON-07). */
  | 'bonus_forfeit';

/** One line of a transaction: a positive amount adds to the account, a negative one takes from it. */
export interface Posting {
  readonly account: AccountRef;
  readonly amount: Units;
}

export interface TransactionToPost {
  readonly kind: TransactionKind;
  /** Bets, wins (and later deposits and withdrawals) carry one; posting the same key again moves nothing. */
  readonly idempotencyKey?: string;
  /** What the movement belongs to (a round id, a payment id…), for people reading the ledger. */
  readonly reference?: string;
  readonly at: Date;
  readonly postings: readonly Posting[];
}

export type PostResult = { readonly posted: true; readonly transactionId: string } | { readonly posted: false; readonly transactionId: string };

const findAccount = async (db: Queryable, account: AccountRef): Promise<number | undefined> =>
  (
    await db.query<{ id: number }>('SELECT id FROM ledger_accounts WHERE player_id IS NOT DISTINCT FROM $1 AND kind = $2 AND currency = $3', [
      account.playerId,
      account.kind,
      account.currency,
    ])
  ).rows[0]?.id;

/** The account's id, creating the account on first use (a read otherwise: every round asks for several). */
export async function accountId(db: Queryable, account: AccountRef): Promise<number> {
  const existing = await findAccount(db, account);
  if (existing !== undefined) return existing;
  const created = await db.query<{ id: number }>(
    `INSERT INTO ledger_accounts (player_id, kind, currency) VALUES ($1, $2, $3)
     ON CONFLICT ON CONSTRAINT ledger_account_once DO NOTHING
     RETURNING id`,
    [account.playerId, account.kind, account.currency],
  );
  const id = created.rows[0]?.id ?? (await findAccount(db, account));
  if (id === undefined) throw new Error(`No ledger account for ${JSON.stringify(account)}`);
  return id;
}

function sumsToZeroPerCurrency(postings: readonly Posting[]): boolean {
  const sums = new Map<string, Units>();
  for (const { account, amount } of postings) sums.set(account.currency, (sums.get(account.currency) ?? 0n) + amount);
  return [...sums.values()].every((sum) => sum === 0n);
}

/** The postings of a transaction as they are posted: checked to sum to zero in every currency, zero amounts left out. */
function postedPostings(transaction: TransactionToPost): readonly Posting[] {
  if (!sumsToZeroPerCurrency(transaction.postings)) {
    throw new Error(`A ${transaction.kind} transaction must sum to zero in every currency`);
  }
  return transaction.postings.filter((posting) => posting.amount !== 0n);
}

/**
 * A transaction as the parameters of the ledger's posting function, `ledger_post_if_accounts_exist`
 * (wallet migration 200), after its time: kind, idempotency key, reference, then the postings'
 * players, account kinds, currencies and amounts. The payment service's one-statement movements
 * pass them on to it with the movement's time.
 */
export function postingParameters(transaction: TransactionToPost): unknown[] {
  return postingParametersOf(transaction, postedPostings(transaction));
}

/** `postingParameters` of no posting at all. */
export const noPostingParameters: readonly unknown[] = [null, null, null, null, null, null, null];

function postingParametersOf(transaction: TransactionToPost, postings: readonly Posting[]): unknown[] {
  return [
    transaction.kind,
    transaction.idempotencyKey ?? null,
    transaction.reference ?? null,
    postings.map((posting) => posting.account.playerId),
    postings.map((posting) => posting.account.kind),
    postings.map((posting) => posting.account.currency),
    postings.map((posting) => decimalOf(posting.amount)),
  ];
}

/**
 * Posts a transaction: its postings must sum to zero in every currency (the database checks it
 * again at commit). With an idempotency key already used, nothing moves and the first
 * transaction's id is answered. The transaction and its entries are written by one statement, so
 * they land together even outside a database transaction; a caller that also decides something
 * (a bet against a balance) calls it inside its own transaction.
 */
export async function postTransaction(db: Queryable, transaction: TransactionToPost): Promise<PostResult> {
  const postings = postedPostings(transaction);
  let answer = await postIfAccountsExist(db, transaction, postings);
  if (!answer.ready) {
    for (const posting of postings) await accountId(db, posting.account);
    answer = await postIfAccountsExist(db, transaction, postings);
    if (!answer.ready) throw new Error(`The accounts of a ${transaction.kind} transaction could not be opened`);
  }
  if (answer.id !== null) return { posted: true, transactionId: answer.id };
  return { posted: false, transactionId: await sameTransactionAs(db, transaction, answer.accountIds, postings) };
}

/**
 * One round trip for the usual posting: the accounts are found and the transaction and its entries
 * written by one statement (the function of wallet migration 200); nothing is written when an
 * account does not exist yet (`ready` false).
 */
async function postIfAccountsExist(
  db: Queryable,
  transaction: TransactionToPost,
  postings: readonly Posting[],
): Promise<{ ready: boolean; id: string | null; accountIds: number[] }> {
  const result = await db.query<{ ready: boolean; id: string | null; account_ids: number[] | null }>(
    'SELECT ready, id, account_ids FROM ledger_post_if_accounts_exist($1, $2, $3, $4, $5::integer[], $6::text[], $7::text[], $8::numeric[])',
    [transaction.at, ...postingParametersOf(transaction, postings)],
  );
  const row = result.rows[0];
  return { ready: row?.ready === true, id: row?.id ?? null, accountIds: row?.account_ids ?? [] };
}

/** A key reused for a different movement of money: a caller's bug, never silently accepted. */
export class IdempotencyKeyReused extends Error {
  constructor(key: string) {
    super(`Idempotency key ${key} was used for a different transaction`);
    this.name = 'IdempotencyKeyReused';
  }
}

/** The id of the transaction already posted under this key, when it moved exactly this money; else throws. */
async function sameTransactionAs(db: Queryable, transaction: TransactionToPost, accountIds: readonly number[], postings: readonly Posting[]): Promise<string> {
  const key = transaction.idempotencyKey ?? '';
  const existing = await db.query<{ id: string; kind: string; account_id: number; amount: string }>(
    `SELECT t.id::text AS id, t.kind, e.account_id, e.amount::text AS amount
     FROM ledger_transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
     WHERE t.idempotency_key = $1`,
    [key],
  );
  const first = existing.rows[0];
  if (first === undefined) throw new IdempotencyKeyReused(key);
  const entry = (accountId: number, amount: Units) => `${accountId}:${amount}`;
  const stored = existing.rows.filter((row) => row.account_id !== null).map((row) => entry(row.account_id, unitsOf(row.amount))).sort();
  const asked = postings.map((posting, index) => entry(accountIds[index] as number, posting.amount)).sort();
  if (first.kind !== transaction.kind || stored.join() !== asked.join()) throw new IdempotencyKeyReused(key);
  return first.id;
}

/** What one account holds: a player's its running total, the house's the sum of its entries. */
export async function balanceOf(db: Queryable, account: AccountRef): Promise<Units> {
  const result = await db.query<{ amount: string }>(
    account.playerId === null
      ? `SELECT coalesce(sum(e.amount), 0)::text AS amount
         FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
         WHERE a.player_id IS NULL AND a.kind = $2 AND a.currency = $3 AND $1::integer IS NULL`
      : 'SELECT balance::text AS amount FROM ledger_accounts WHERE player_id = $1 AND kind = $2 AND currency = $3',
    [account.playerId, account.kind, account.currency],
  );
  return unitsOf(result.rows[0]?.amount ?? '0');
}

/** A player account whose running total is not the sum of its entries. */
export interface RunningBalanceMismatch {
  readonly accountId: number;
  readonly balance: string | null;
  readonly entries: string;
}

/**
 * The check behind the running totals (docs/decisions.md, issue 20): every player account whose
 * total differs from the sum of its entries. There must be none; the tests and the chaos run's
 * audit ask it.
 */
export async function runningBalanceMismatches(db: Queryable): Promise<RunningBalanceMismatch[]> {
  const result = await db.query<{ account_id: number; balance: string | null; entries: string }>(
    'SELECT account_id, balance::text AS balance, entries::text AS entries FROM ledger_running_balance_mismatches() ORDER BY account_id',
  );
  return result.rows.map((row) => ({ accountId: row.account_id, balance: row.balance, entries: row.entries }));
}

export interface HeldAmount {
  readonly kind: PlayerAccountKind;
  readonly currency: string;
  readonly amount: Units;
}

/** A player's accounts locked for the rest of the caller's transaction, and what they held once locked. */
export interface LockedAccounts {
  readonly playerId: number;
  readonly currency: string;
  readonly held: readonly HeldAmount[];
}

/**
 * Locks a player's money once for a movement that stakes from the playable balance in `currency`:
 * every account of the player is locked in id order, the one order every movement takes, the cash
 * and bonus accounts opened first when missing (so a player without them has rows to lock), and
 * read. Pass the answer on (to `settleRealMoneyRound`) instead of locking again.
 */
export async function lockForStake(db: Queryable, playerId: number, currency: string): Promise<LockedAccounts> {
  return { playerId, currency, held: await lockOpening(db, playerId, currency, ['cash', 'bonus']) };
}

/**
 * Every account of the player locked in id order until the caller's transaction ends, those of
 * `kinds` in `currency` opened first when missing, and what each holds once locked: one statement
 * when they exist. The lock's own read answers the latest committed balance of every row it
 * locked; an account of another kind that a movement holding the lock opened meanwhile is not in
 * the answer (heldByPlayer with `lock` reads again and lists it), so decide on `kinds` only.
 */
export async function lockOpening(db: Queryable, playerId: number, currency: string, kinds: readonly PlayerAccountKind[]): Promise<HeldAmount[]> {
  const lockAndRead = async () =>
    (
      await db.query<{ kind: PlayerAccountKind; currency: string; amount: string }>(
        'SELECT kind, currency, balance::text AS amount FROM ledger_accounts WHERE player_id = $1 ORDER BY id FOR UPDATE',
        [playerId],
      )
    ).rows.map((row) => ({ kind: row.kind, currency: row.currency, amount: unitsOf(row.amount) }));
  const held = await lockAndRead();
  const missing = kinds.filter((kind) => !held.some((account) => account.kind === kind && account.currency === currency));
  if (missing.length === 0) return held;
  for (const kind of missing) await accountId(db, playerAccount(playerId, kind, currency));
  return lockAndRead();
}

const lockAccounts = async (db: Queryable, playerId: number) =>
  (await db.query<{ kind: PlayerAccountKind; currency: string }>('SELECT kind, currency FROM ledger_accounts WHERE player_id = $1 ORDER BY id FOR UPDATE', [playerId]))
    .rows;

/**
 * Every account the player holds, with its balance. With `lock`, the accounts' rows stay locked
 * until the caller's transaction ends, so two bets of one player are decided one after the other.
 * The balances are read by a statement after the lock's, so they are the latest committed ones.
 */
export async function heldByPlayer(db: Queryable, playerId: number, options: { lock?: boolean } = {}): Promise<HeldAmount[]> {
  if (options.lock === true) await lockAccounts(db, playerId);
  const result = await db.query<{ kind: PlayerAccountKind; currency: string; amount: string }>(
    'SELECT kind, currency, balance::text AS amount FROM ledger_accounts WHERE player_id = $1 ORDER BY id',
    [playerId],
  );
  return result.rows.map((row) => ({ kind: row.kind, currency: row.currency, amount: unitsOf(row.amount) }));
}

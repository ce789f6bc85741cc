import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../kernel/database/database.ts';
import { decimalOf, formatMinor, minorUnitsOf, unitsOfMinor } from '../../kernel/money.ts';
import { type HeldAmount, heldByPlayer, houseAccount, playerAccount, postingParameters, postTransaction, type TransactionKind, type TransactionToPost } from '../wallet/index.ts';
import { type AtOnceOutcome, callAtOnce, heldIn, type KeyedRequest, type MoneyAnswer } from './idempotent-movement.ts';
import { type ExcludedBody, exclusionRefusal, type LimitExceededBody, limitRefusal } from '../responsible-gambling/index.ts';
import { usernamesOf } from '../login/index.ts';

export type WithdrawalStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'REVERSED';
export const withdrawalStatuses: readonly WithdrawalStatus[] = ['PENDING', 'APPROVED', 'REJECTED', 'REVERSED'];
export type WithdrawalMethod = 'CARD' | 'CBT';

export interface WithdrawalRow {
  id: string;
  player_id: number;
  amount: string;
  currency: string;
  method: WithdrawalMethod;
  account_id: string | null;
  status: WithdrawalStatus;
  created_at: Date;
  decided_at: Date | null;
}

export interface WithdrawalView {
  id: string;
  status: WithdrawalStatus;
  amount: number;
  currency: string;
  formattedAmount: string;
  method: WithdrawalMethod;
  accountId?: string;
  createdAt: string;
  /** The jurisdiction lets the player cancel it, and it is still pending. */
  reversible: boolean;
}

export function withdrawalView(row: WithdrawalRow, reversalAllowed: boolean): WithdrawalView {
  const amount = Number(row.amount);
  return {
    id: row.id,
    status: row.status,
    amount,
    currency: row.currency,
    formattedAmount: formatMinor(amount, row.currency),
    method: row.method,
    ...(row.account_id === null ? {} : { accountId: row.account_id }),
    createdAt: row.created_at.toISOString(),
    reversible: reversalAllowed && row.status === 'PENDING',
  };
}

/**
 * A wallet reports only the types it was given; a player who asks for a withdrawal must see it
 * pending (WAL-08), so the wallet starts reporting `PendingWithdrawal` after its other types.
 */
async function reportPendingWithdrawal(db: Queryable, playerId: number, currency: string): Promise<void> {
  await db.query("SELECT wallet_report_balance_type($1, 'PendingWithdrawal', $2)", [playerId, currency]);
}

export interface WithdrawalToRequest {
  playerId: number;
  amount: number;
  currency: string;
  method: WithdrawalMethod;
  accountId: string | null;
  reversalAllowed: boolean;
  at: Date;
}

/** The new withdrawal's row, as its INSERT writes it. */
function newWithdrawalRow(request: WithdrawalToRequest): WithdrawalRow {
  return {
    id: `wdr_${randomBytes(9).toString('base64url')}`,
    player_id: request.playerId,
    amount: String(request.amount),
    currency: request.currency,
    method: request.method,
    account_id: request.accountId,
    status: 'PENDING',
    created_at: request.at,
    decided_at: null,
  };
}

/** cash → pending_withdrawal. */
function withdrawalTransaction(row: WithdrawalRow, at: Date): TransactionToPost {
  const amount = unitsOfMinor(Number(row.amount), row.currency);
  return {
    kind: 'withdrawal',
    idempotencyKey: `withdrawal:${row.id}`,
    reference: row.id,
    at,
    postings: [
      { account: playerAccount(row.player_id, 'cash', row.currency), amount: -amount },
      { account: playerAccount(row.player_id, 'pending_withdrawal', row.currency), amount },
    ],
  };
}

/**
 * cash → pending_withdrawal, from the withdrawable balance only. `holdings` are the player's
 * accounts as locked by the caller's transaction: the check and the posting are one decision.
 */
export async function requestWithdrawal(db: Queryable, holdings: readonly HeldAmount[], request: WithdrawalToRequest): Promise<MoneyAnswer> {
  const amount = unitsOfMinor(request.amount, request.currency);
  const withdrawable = heldIn(holdings, 'cash', request.currency);
  if (amount > withdrawable) {
    return {
      status: 402,
      body: { errorCode: 'INSUFFICIENT_FUNDS', message: 'The withdrawable balance is smaller.', withdrawable: minorUnitsOf(withdrawable > 0n ? withdrawable : 0n, request.currency) },
    };
  }
  const planned = newWithdrawalRow(request);
  const inserted = await db.query<WithdrawalRow>(
    `INSERT INTO withdrawals (id, player_id, amount, currency, method, account_id, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
    [planned.id, planned.player_id, planned.amount, planned.currency, planned.method, planned.account_id, planned.status, planned.created_at],
  );
  const row = inserted.rows[0];
  if (row === undefined) throw new Error('INSERT INTO withdrawals returned no row');
  await postTransaction(db, withdrawalTransaction(row, request.at));
  await reportPendingWithdrawal(db, request.playerId, request.currency);
  return { status: 201, body: withdrawalView(row, request.reversalAllowed) };
}

/**
 * The withdrawal in one statement (`payment_withdrawal_at_once`, payments migration 202): the same
 * row, posting and answer as `requestWithdrawal`, made when the cash covers it and the player's
 * accounts are open (else nothing is written, and `requestWithdrawal` decides on the full path:
 * the 402 of funds short among others).
 */
export function withdrawalAtOnce(db: Queryable, request: WithdrawalToRequest, keyed: KeyedRequest): Promise<AtOnceOutcome> {
  const row = newWithdrawalRow(request);
  const answer: MoneyAnswer = { status: 201, body: withdrawalView(row, request.reversalAllowed) };
  const cashNeeded = decimalOf(unitsOfMinor(request.amount, request.currency));
  const posting = postingParameters(withdrawalTransaction(row, request.at));
  return callAtOnce(db, 'payment_withdrawal_at_once', keyed, [request.currency, JSON.stringify(row), cashNeeded, answer.status, JSON.stringify(answer.body), ...posting], answer);
}

export async function listWithdrawals(db: Queryable, playerId: number, status: WithdrawalStatus | null): Promise<WithdrawalRow[]> {
  const result = await db.query<WithdrawalRow>(
    `SELECT * FROM withdrawals WHERE player_id = $1 AND ($2::text IS NULL OR status = $2) ORDER BY created_at DESC, id DESC`,
    [playerId, status],
  );
  return result.rows;
}

export interface OperatorWithdrawalRow extends WithdrawalRow {
  username: string;
}

/** Every player's withdrawals, for the operator (newest first, at most 500). */
export async function listAllWithdrawals(db: Queryable, status: WithdrawalStatus | null): Promise<OperatorWithdrawalRow[]> {
  const result = await db.query<WithdrawalRow>(
    'SELECT * FROM withdrawals WHERE ($1::text IS NULL OR status = $1) ORDER BY created_at DESC, id DESC LIMIT 500',
    [status],
  );
  const usernames = await usernamesOf(db, result.rows.map((row) => row.player_id));
  return result.rows.map((row) => ({ ...row, username: usernames.get(row.player_id) ?? '' }));
}

export async function findOperatorWithdrawal(db: Queryable, withdrawalId: string): Promise<OperatorWithdrawalRow | null> {
  const row = (await db.query<WithdrawalRow>('SELECT * FROM withdrawals WHERE id = $1', [withdrawalId])).rows[0];
  return row === undefined ? null : { ...row, username: (await usernamesOf(db, [row.player_id])).get(row.player_id) ?? '' };
}

export async function withdrawalOwner(db: Queryable, withdrawalId: string): Promise<number | null> {
  const result = await db.query<{ player_id: number }>('SELECT player_id FROM withdrawals WHERE id = $1', [withdrawalId]);
  return result.rows[0]?.player_id ?? null;
}

/** How a pending withdrawal ends: the money goes back to cash, or leaves for the payment provider. */
const endings = {
  REVERSED: { kind: 'withdrawal_reversal', toCash: true },
  REJECTED: { kind: 'withdrawal_rejection', toCash: true },
  APPROVED: { kind: 'withdrawal_payout', toCash: false },
} as const satisfies Record<Exclude<WithdrawalStatus, 'PENDING'>, { kind: TransactionKind; toCash: boolean }>;

export type WithdrawalEnding = keyof typeof endings;

export type EndingResult =
  | { readonly ended: true; readonly row: WithdrawalRow }
  | { readonly ended: false; readonly reason: 'NOT_FOUND' | 'NOT_PENDING' }
  | { readonly ended: false; readonly reason: 'LIMIT_EXCEEDED'; readonly refusal: LimitExceededBody }
  | { readonly ended: false; readonly reason: 'EXCLUDED'; readonly refusal: ExcludedBody };

/**
 * Ends a pending withdrawal. Call inside a transaction that already holds the owner's accounts
 * locked (the same order as every other movement: accounts, then the withdrawal's row).
 * `playerId` limits it to one player's withdrawals (a reversal); null is the operator's any.
 */
export async function endWithdrawal(db: Queryable, withdrawalId: string, playerId: number | null, ending: WithdrawalEnding, at: Date): Promise<EndingResult> {
  const found = await db.query<WithdrawalRow>(
    'SELECT * FROM withdrawals WHERE id = $1 AND ($2::integer IS NULL OR player_id = $2) FOR UPDATE',
    [withdrawalId, playerId],
  );
  const row = found.rows[0];
  if (row === undefined) return { ended: false, reason: 'NOT_FOUND' };
  if (row.status !== 'PENDING') return { ended: false, reason: 'NOT_PENDING' };
  if (ending === 'REVERSED') {
    // SG-09: a player taking a break cannot bring withdrawn money back to play with.
    const excluded = await exclusionRefusal(db, row.player_id, at.getTime());
    if (excluded !== null) return { ended: false, reason: 'EXCLUDED', refusal: excluded };
    // SG-06: money coming back to the player counts as a deposit for the deposit limits.
    const refusal = await limitRefusal(db, { playerId: row.player_id, currency: row.currency, kind: 'DEPOSIT', amount: Number(row.amount), nowMs: at.getTime() });
    if (refusal !== null) return { ended: false, reason: 'LIMIT_EXCEEDED', refusal };
  }
  const { kind, toCash } = endings[ending];
  const amount = unitsOfMinor(Number(row.amount), row.currency);
  await postTransaction(db, {
    kind,
    idempotencyKey: `${kind}:${row.id}`,
    reference: row.id,
    at,
    postings: [
      { account: playerAccount(row.player_id, 'pending_withdrawal', row.currency), amount: -amount },
      { account: toCash ? playerAccount(row.player_id, 'cash', row.currency) : houseAccount('house_payment_provider', row.currency), amount },
    ],
  });
  const updated = await db.query<WithdrawalRow>('UPDATE withdrawals SET status = $2, decided_at = $3 WHERE id = $1 RETURNING *', [row.id, ending, at]);
  return { ended: true, row: updated.rows[0] ?? row };
}

/** Locks the accounts of a withdrawal's owner (inside the caller's transaction), before its row is read under lock. */
export async function lockOwnerOf(db: Queryable, withdrawalId: string): Promise<number | null> {
  const owner = await withdrawalOwner(db, withdrawalId);
  if (owner !== null) await heldByPlayer(db, owner, { lock: true });
  return owner;
}

import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../kernel/database/database.ts';
import { type ExcludedBody, exclusionRefusal, type LimitExceededBody, limitRefusal, movementRefusal } from '../responsible-gambling/index.ts';
import { formatMinor, unitsOfMinor } from '../../kernel/money.ts';
import { houseAccount, noPostingParameters, playerAccount, postingParameters, postTransaction, type TransactionToPost } from '../wallet/index.ts';
import { type AtOnceOutcome, callAtOnce, type KeyedRequest, type MoneyAnswer } from './idempotent-movement.ts';
import { rememberCard } from './saved-cards.ts';
import { testConfirmationCode, type CardOutcome } from './test-cards.ts';

export type DepositStatus = 'COMPLETED' | 'CONFIRMATION_REQUIRED' | 'DECLINED' | 'FAILED';
/** The deposit method groups (payment_method_groups, payment type D): card, bank transfer, e-wallet. */
export type DepositMethod = 'CARD' | 'CBT' | 'EWL';
export const depositMethods: readonly DepositMethod[] = ['CARD', 'CBT', 'EWL'];

/**
 * What a deposit is paid with, as the platform keeps it: a card by its brand, last four digits and
 * expiry (never its number or CVC) and what the provider's test mode does with it; a bank
 * transfer's or an e-wallet's account as the player is shown it (masked). Those two are paid at once.
 */
export type DepositPayment =
  | { readonly method: 'CARD'; readonly brand: string; readonly last4: string; readonly expiry: string; readonly outcome: CardOutcome }
  | { readonly method: 'CBT' | 'EWL'; readonly accountHint: string };

interface DepositRow {
  id: string;
  player_id: number;
  amount: string;
  currency: string;
  method: DepositMethod;
  card_last4: string | null;
  card_brand: string | null;
  card_expiry: string | null;
  account_hint: string | null;
  status: DepositStatus;
  failed_confirmations: number;
  created_at: Date;
}

export interface DepositView {
  id: string;
  status: DepositStatus;
  amount: number;
  currency: string;
  formattedAmount: string;
  method: DepositMethod;
  cardLast4?: string;
  cardBrand?: string;
  accountHint?: string;
  createdAt: string;
}

/** Wrong confirmation codes a deposit takes before it fails. */
export const confirmationAttempts = 3;

function depositView(row: DepositRow): DepositView {
  const amount = Number(row.amount);
  return {
    id: row.id,
    status: row.status,
    amount,
    currency: row.currency,
    formattedAmount: formatMinor(amount, row.currency),
    method: row.method,
    ...(row.card_last4 === null ? {} : { cardLast4: row.card_last4 }),
    ...(row.card_brand === null ? {} : { cardBrand: row.card_brand }),
    ...(row.account_hint === null ? {} : { accountHint: row.account_hint }),
    createdAt: row.created_at.toISOString(),
  };
}

/** house_payment_provider → cash: the deposit's money is the player's. */
function depositTransaction(deposit: DepositRow, at: Date): TransactionToPost {
  const amount = unitsOfMinor(Number(deposit.amount), deposit.currency);
  return {
    kind: 'deposit',
    idempotencyKey: `deposit:${deposit.id}`,
    reference: deposit.id,
    at,
    postings: [
      { account: houseAccount('house_payment_provider', deposit.currency), amount: -amount },
      { account: playerAccount(deposit.player_id, 'cash', deposit.currency), amount },
    ],
  };
}

async function creditDeposit(db: Queryable, deposit: DepositRow, at: Date): Promise<void> {
  await postTransaction(db, depositTransaction(deposit, at));
}

export interface DepositToMake {
  playerId: number;
  amount: number;
  currency: string;
  payment: DepositPayment;
  at: Date;
}

/** The new deposit's row, as its INSERT writes it: the card decides its status in test mode; a bank transfer or an e-wallet pays at once. */
function newDepositRow(deposit: DepositToMake): DepositRow {
  const { payment } = deposit;
  const outcome: CardOutcome = payment.method === 'CARD' ? payment.outcome : 'APPROVED';
  return {
    id: `dep_${randomBytes(9).toString('base64url')}`,
    player_id: deposit.playerId,
    amount: String(deposit.amount),
    currency: deposit.currency,
    method: payment.method,
    card_last4: payment.method === 'CARD' ? payment.last4 : null,
    card_brand: payment.method === 'CARD' ? payment.brand : null,
    card_expiry: payment.method === 'CARD' ? payment.expiry : null,
    account_hint: payment.method === 'CARD' ? null : payment.accountHint,
    status: outcome === 'APPROVED' ? 'COMPLETED' : outcome === 'DECLINED' ? 'DECLINED' : 'CONFIRMATION_REQUIRED',
    failed_confirmations: 0,
    created_at: deposit.at,
  };
}

function depositAnswer(row: DepositRow): MoneyAnswer {
  const view = depositView(row);
  if (row.status === 'DECLINED') return { status: 402, body: { errorCode: 'CARD_DECLINED', message: 'The card was declined.', deposit: view } };
  return { status: row.status === 'COMPLETED' ? 201 : 202, body: view };
}

/** Charges the card in test mode: the money moves at once, never, or after the confirmation step. */
export async function makeDeposit(db: Queryable, deposit: DepositToMake): Promise<MoneyAnswer> {
  // SG-09, SG-04: the deposit is refused before the card is charged; the caller holds the player's accounts locked.
  // The exclusion and the limits are read by one statement (movementRefusal): the 403 first, then the 409.
  const refused = await movementRefusal(db, { playerId: deposit.playerId, currency: deposit.currency, kind: 'DEPOSIT', amount: deposit.amount, nowMs: deposit.at.getTime() });
  if (refused !== null) return refused;
  const planned = newDepositRow(deposit);
  const inserted = await db.query<DepositRow>(
    `INSERT INTO deposits (id, player_id, amount, currency, method, card_last4, card_brand, card_expiry, account_hint, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *`,
    [planned.id, planned.player_id, planned.amount, planned.currency, planned.method, planned.card_last4, planned.card_brand, planned.card_expiry, planned.account_hint, planned.status, planned.created_at],
  );
  const row = inserted.rows[0];
  if (row === undefined) throw new Error('INSERT INTO deposits returned no row');
  if (row.status === 'COMPLETED') {
    await creditDeposit(db, row, deposit.at);
    if (deposit.payment.method === 'CARD') await rememberDepositCard(db, row, deposit.payment.outcome, deposit.at);
  }
  return depositAnswer(row);
}

/**
 * The deposit in one statement (`payment_deposit_at_once`, payments migration 202): the same row,
 * posting and answer as `makeDeposit`, made when the player has neither an exclusion in force nor a
 * deposit limit (else nothing is written, and `makeDeposit` decides on the full path).
 */
export async function depositAtOnce(db: Queryable, deposit: DepositToMake, keyed: KeyedRequest): Promise<AtOnceOutcome> {
  const row = newDepositRow(deposit);
  const answer = depositAnswer(row);
  const posting = row.status === 'COMPLETED' ? postingParameters(depositTransaction(row, deposit.at)) : noPostingParameters;
  const outcome = await callAtOnce(db, 'payment_deposit_at_once', keyed, [deposit.currency, JSON.stringify(row), answer.status, JSON.stringify(answer.body), ...posting], answer);
  if (outcome.outcome === 'decided' && deposit.payment.method === 'CARD') await rememberDepositCard(db, row, deposit.payment.outcome, deposit.at);
  return outcome;
}

export type ConfirmationAnswer =
  | { readonly outcome: 'CONFIRMED'; readonly deposit: DepositView }
  | { readonly outcome: 'NOT_FOUND' }
  | { readonly outcome: 'NOT_CONFIRMABLE' }
  | { readonly outcome: 'WRONG_CODE'; readonly attemptsLeft: number }
  | { readonly outcome: 'LIMIT_EXCEEDED'; readonly refusal: LimitExceededBody }
  | { readonly outcome: 'EXCLUDED'; readonly refusal: ExcludedBody }
  | { readonly outcome: 'FAILED'; readonly deposit: DepositView };

/**
 * The confirmation step. Call inside a transaction holding the player's accounts locked: the
 * deposit's row is locked too, so two confirmations are decided one after the other and the
 * money moves once. Confirming a completed deposit again answers it and moves nothing.
 */
export async function confirmDeposit(db: Queryable, playerId: number, depositId: string, code: string, at: Date): Promise<ConfirmationAnswer> {
  const found = await db.query<DepositRow>('SELECT * FROM deposits WHERE id = $1 AND player_id = $2 FOR UPDATE', [depositId, playerId]);
  const row = found.rows[0];
  if (row === undefined) return { outcome: 'NOT_FOUND' };
  if (row.status === 'COMPLETED') return { outcome: 'CONFIRMED', deposit: depositView(row) };
  if (row.status !== 'CONFIRMATION_REQUIRED') return { outcome: 'NOT_CONFIRMABLE' };
  if (code === testConfirmationCode) {
    const excluded = await exclusionRefusal(db, playerId, at.getTime());
    if (excluded !== null) return { outcome: 'EXCLUDED', refusal: excluded };
    // SG-04: the limit is checked again when the money would move (deposits since may have used it up); the deposit stays waiting.
    const refusal = await limitRefusal(db, { playerId, currency: row.currency, kind: 'DEPOSIT', amount: Number(row.amount), nowMs: at.getTime() });
    if (refusal !== null) return { outcome: 'LIMIT_EXCEEDED', refusal };
    const completed = await db.query<DepositRow>("UPDATE deposits SET status = 'COMPLETED' WHERE id = $1 RETURNING *", [depositId]);
    const updated = completed.rows[0] ?? row;
    await creditDeposit(db, updated, at);
    await rememberDepositCard(db, updated, 'CONFIRMATION_REQUIRED', at);
    return { outcome: 'CONFIRMED', deposit: depositView(updated) };
  }
  const failures = row.failed_confirmations + 1;
  const status: DepositStatus = failures >= confirmationAttempts ? 'FAILED' : 'CONFIRMATION_REQUIRED';
  const updated = await db.query<DepositRow>('UPDATE deposits SET failed_confirmations = $2, status = $3 WHERE id = $1 RETURNING *', [depositId, failures, status]);
  const after = updated.rows[0] ?? row;
  return status === 'FAILED' ? { outcome: 'FAILED', deposit: depositView(after) } : { outcome: 'WRONG_CODE', attemptsLeft: confirmationAttempts - failures };
}

/** The player of a deposit, to lock their accounts before the deposit is read again under lock. */
export async function depositOwner(db: Queryable, depositId: string): Promise<number | null> {
  const result = await db.query<{ player_id: number }>('SELECT player_id FROM deposits WHERE id = $1', [depositId]);
  return result.rows[0]?.player_id ?? null;
}

/** CASH-02's `ftd`: the player has made a first, completed deposit. */
export async function hasCompletedDeposit(db: Queryable, playerId: number): Promise<boolean> {
  const result = await db.query("SELECT 1 FROM deposits WHERE player_id = $1 AND status = 'COMPLETED' LIMIT 1", [playerId]);
  return result.rows.length > 0;
}

/** CSH-05: a completed card deposit's card is remembered (brand, last four, expiry; the test mode's outcome), for the next deposit to ask only the CVC. */
export async function rememberDepositCard(db: Queryable, row: Pick<DepositRow, 'player_id' | 'method' | 'status' | 'card_brand' | 'card_last4' | 'card_expiry'>, outcome: CardOutcome, at: Date): Promise<void> {
  if (row.method !== 'CARD' || row.status !== 'COMPLETED' || row.card_brand === null || row.card_last4 === null || row.card_expiry === null) return;
  await rememberCard(db, row.player_id, { brand: row.card_brand, last4: row.card_last4, expiry: row.card_expiry, outcome }, at);
}

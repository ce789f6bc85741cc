import type { Queryable } from '../../kernel/database/database.ts';
import { majorOf, playableOf, unitsOf, type Units } from '../../kernel/money.ts';
import { heldByPlayer, houseAccount, playerAccount, postTransaction, type PlayerAccountKind, type Posting } from './ledger.ts';

/** A balance as the wire carries it: major units as a JSON number. */
export interface Balance {
  type: string;
  amount: number;
  currency: string;
}

/** The types the player's wallet reports, in order, each the sum its formula takes over the ledger. */
export async function listBalances(db: Queryable, playerId: number): Promise<Balance[]> {
  const result = await db.query<{ balance_type: string; amount: string; currency: string }>(
    'SELECT balance_type, amount::text AS amount, currency FROM wallet_balances WHERE player_id = $1 ORDER BY position',
    [playerId],
  );
  return result.rows.map((row) => ({ type: row.balance_type, amount: majorOf(unitsOf(row.amount)), currency: row.currency }));
}

/** What a stake may take: cash plus bonus in the currency, from the ledger (0 without accounts). */
export async function playableUnits(db: Queryable, playerId: number, currency: string): Promise<Units> {
  return playableOf(await heldByPlayer(db, playerId), currency);
}

/** Postings that bring each of the player's accounts to its target, the operator's adjustments account taking the difference. */
function adjustmentPostings(playerId: number, deltas: readonly { kind: PlayerAccountKind; currency: string; delta: Units }[]): Posting[] {
  const postings: Posting[] = [];
  const perCurrency = new Map<string, Units>();
  for (const { kind, currency, delta } of deltas) {
    if (delta === 0n) continue;
    postings.push({ account: playerAccount(playerId, kind, currency), amount: delta });
    perCurrency.set(currency, (perCurrency.get(currency) ?? 0n) + delta);
  }
  for (const [currency, sum] of perCurrency) postings.push({ account: houseAccount('house_operator_adjustments', currency), amount: -sum });
  return postings;
}

/**
 * The test-control API's `balances` (and the seed): the wallet reports these types, and operator
 * adjustments bring each account to what the figures ask (SQL function `wallet_account_targets`).
 * A figure that the ledger cannot hold together with the others keeps its difference as the
 * type's reported offset (docs/decisions.md, "Ledger").
 */
export async function replaceBalances(db: Queryable, playerId: number, balances: readonly Balance[], at: Date): Promise<void> {
  const held = await heldByPlayer(db, playerId, { lock: true });
  const asked: Record<string, Record<string, number>> = {};
  for (const balance of balances) (asked[balance.currency] ??= {})[balance.type] = balance.amount;
  const targets = await db.query<{ kind: PlayerAccountKind; currency: string; amount: string }>(
    `SELECT t.kind, figures.key AS currency, t.amount::text AS amount
     FROM jsonb_each($1::jsonb) AS figures CROSS JOIN LATERAL wallet_account_targets(figures.value) AS t`,
    [JSON.stringify(asked)],
  );
  const deltas = new Map<string, { kind: PlayerAccountKind; currency: string; delta: Units }>();
  for (const account of held) deltas.set(`${account.kind}/${account.currency}`, { ...account, delta: -account.amount });
  for (const target of targets.rows) {
    const key = `${target.kind}/${target.currency}`;
    const delta = (deltas.get(key)?.delta ?? 0n) + unitsOf(target.amount);
    deltas.set(key, { kind: target.kind, currency: target.currency, delta });
  }
  const postings = adjustmentPostings(playerId, [...deltas.values()]);
  if (postings.length > 0) await postTransaction(db, { kind: 'adjustment', reference: 'control:balances', at, postings });

  await db.query('DELETE FROM wallet_reported_balances WHERE player_id = $1', [playerId]);
  for (const [position, balance] of balances.entries()) {
    await db.query(
      'INSERT INTO wallet_reported_balances (player_id, position, balance_type, currency) VALUES ($1, $2, $3, $4)',
      [playerId, position, balance.type, balance.currency],
    );
    await db.query(
      `UPDATE wallet_reported_balances r SET reported_offset = round($3::numeric, 8) - v.amount
       FROM wallet_balances v
       WHERE r.player_id = $1 AND r.balance_type = $2 AND v.player_id = r.player_id AND v.balance_type = r.balance_type`,
      [playerId, balance.type, String(balance.amount)],
    );
  }
}

/** Moves every balance of the player to another currency (the amounts stay), as one transaction. */
export async function moveBalancesTo(db: Queryable, playerId: number, currency: string, at: Date): Promise<void> {
  const held = (await heldByPlayer(db, playerId, { lock: true })).filter((account) => account.currency !== currency && account.amount !== 0n);
  const postings: Posting[] = held.flatMap(({ kind, currency: from, amount }) => [
    { account: playerAccount(playerId, kind, from), amount: -amount },
    { account: houseAccount('house_operator_adjustments', from), amount },
    { account: playerAccount(playerId, kind, currency), amount },
    { account: houseAccount('house_operator_adjustments', currency), amount: -amount },
  ]);
  if (postings.length > 0) await postTransaction(db, { kind: 'currency_change', reference: `control:currency:${currency}`, at, postings });
  await db.query('UPDATE wallet_reported_balances SET currency = $2 WHERE player_id = $1', [playerId, currency]);
}

/** A new player opens with what the template holds (opening entries, not copied history) and reports the same types. */
export async function copyBalances(db: Queryable, fromPlayerId: number, toPlayerId: number, at: Date): Promise<void> {
  const held = await heldByPlayer(db, fromPlayerId);
  const postings = adjustmentPostings(
    toPlayerId,
    held.map(({ kind, currency, amount }) => ({ kind, currency, delta: amount })),
  );
  if (postings.length > 0) await postTransaction(db, { kind: 'opening_balance', reference: `copy:${fromPlayerId}`, at, postings });
  await db.query(
    `INSERT INTO wallet_reported_balances (player_id, position, balance_type, currency, reported_offset)
     SELECT $2, position, balance_type, currency, reported_offset FROM wallet_reported_balances WHERE player_id = $1`,
    [fromPlayerId, toPlayerId],
  );
}

import type { Queryable } from '../../kernel/database/database.ts';
import { excludedBody, type ExcludedBody } from './exclusion-enforcement.ts';
import { exclusionFromJson, exclusionInForceSql, type ExclusionJson } from './exclusions-store.ts';
import { limitJurisdictionOf } from './limit-jurisdiction.ts';
import type { LimitPeriod } from './limit-periods.ts';
import { moneyByPeriod } from './limit-usage.ts';
import { limitRowsSql, limitsInForce, usedOf, type LimitJson, type MoneyLimitType } from './limits-store.ts';

/** The body of a refusal (docs/api.md "Limits"): which limit, and how much of it is left. */
export interface LimitExceededBody {
  errorCode: 'LIMIT_EXCEEDED';
  message: string;
  limit: { type: MoneyLimitType; period: LimitPeriod; amount: number; remaining: number };
}

/** A deposit (or a withdrawal coming back) is checked against DEPOSIT limits; a bet against WAGER and LOSS. */
export type LimitedMovement = 'DEPOSIT' | 'BET';

const messages: Readonly<Record<MoneyLimitType, string>> = {
  DEPOSIT: 'This would exceed your deposit limit.',
  WAGER: 'This would exceed your wager limit.',
  LOSS: 'This would exceed your loss limit.',
};

/**
 * SG-04, SG-05, SG-06: the refusal for a movement of `amount` minor units that would take the
 * period's deposits, wagers or net loss over a limit, or null when every limit allows it. Call it
 * inside the movement's transaction, after the player's ledger accounts are locked: a racing
 * movement then waits and counts this one, so together they never pass a limit. When several
 * limits would break, the one with least left is named (the lowest applicable limit wins).
 */
export async function limitRefusal(
  db: Queryable,
  movement: { playerId: number; currency: string; kind: LimitedMovement; amount: number; nowMs: number },
  limitRowsRead?: readonly LimitJson[],
): Promise<LimitExceededBody | null> {
  const types: readonly MoneyLimitType[] = movement.kind === 'DEPOSIT' ? ['DEPOSIT'] : ['WAGER', 'LOSS'];
  const limits = (await limitsInForce(db, movement.playerId, movement.nowMs, limitRowsRead)).filter(
    (limit): limit is typeof limit & { type: MoneyLimitType } => (types as readonly string[]).includes(limit.type),
  );
  if (limits.length === 0) return null;
  const { timeZone } = await limitJurisdictionOf(db, movement.playerId);
  const money = await moneyByPeriod(db, movement.playerId, movement.currency, movement.nowMs, timeZone);
  let tightest: LimitExceededBody['limit'] | null = null;
  for (const limit of limits) {
    const periodMoney = money[limit.period];
    // A bet may be lost whole: the loss it risks is its stake on top of the period's net result.
    const after = limit.type === 'LOSS' ? periodMoney.wagers + movement.amount - periodMoney.wins : usedOf(limit.type, periodMoney) + movement.amount;
    if (after <= limit.value) continue;
    const remaining = Math.max(0, limit.value - usedOf(limit.type, periodMoney));
    if (tightest === null || remaining < tightest.remaining) tightest = { type: limit.type, period: limit.period, amount: limit.value, remaining };
  }
  return tightest === null ? null : { errorCode: 'LIMIT_EXCEEDED', message: messages[tightest.type], limit: tightest };
}

/**
 * SG-09 then SG-04..06 for a movement: the 403 of an exclusion in force, else the 409 of a limit it
 * would break, else null; the exclusion and the limits are read by one statement (a deposit asks
 * both under the player's lock, so one round trip less while the lock is held). Call it where
 * `exclusionAnswer` and then `limitRefusal` would be called: inside the movement's transaction,
 * after the player's ledger accounts are locked.
 */
export async function movementRefusal(
  db: Queryable,
  movement: { playerId: number; currency: string; kind: LimitedMovement; amount: number; nowMs: number },
): Promise<{ status: 403; body: ExcludedBody } | { status: 409; body: LimitExceededBody } | null> {
  const read = await db.query<{ exclusion: ExclusionJson | null; limits: LimitJson[] }>(
    `SELECT (SELECT row_to_json(x) FROM (${exclusionInForceSql}) x) AS exclusion,
            coalesce((SELECT json_agg(l) FROM (${limitRowsSql}) l), '[]'::json) AS limits`,
    [movement.playerId, new Date(movement.nowMs)],
  );
  const row = read.rows[0];
  if (row?.exclusion != null) return { status: 403, body: excludedBody(exclusionFromJson(row.exclusion)) };
  const refusal = await limitRefusal(db, movement, row?.limits ?? []);
  return refusal === null ? null : { status: 409, body: refusal };
}

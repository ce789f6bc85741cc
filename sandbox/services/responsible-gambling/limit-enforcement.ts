import type { Queryable } from '../../kernel/database/database.ts';
import { limitJurisdictionOf } from './limit-jurisdiction.ts';
import type { LimitPeriod } from './limit-periods.ts';
import { moneyByPeriod } from './limit-usage.ts';
import { limitsInForce, usedOf, type MoneyLimitType } from './limits-store.ts';

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
): Promise<LimitExceededBody | null> {
  const types: readonly MoneyLimitType[] = movement.kind === 'DEPOSIT' ? ['DEPOSIT'] : ['WAGER', 'LOSS'];
  const limits = (await limitsInForce(db, movement.playerId, movement.nowMs)).filter(
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

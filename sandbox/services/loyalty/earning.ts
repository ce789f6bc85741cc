import type { Queryable } from '../../kernel/database/database.ts';
import { decimalOf, type Units } from '../../kernel/money.ts';

/** Points earned per unit of currency staked with real money (any currency: per major unit). */
export const POINTS_PER_UNIT_STAKED = 10n;

/**
 * Real-money play earns loyalty points: 10 per 1.00 staked, both spendable points (redeemed for bonus
 * money) and as many status points (which decide the tier and are never spent). Call it inside the bet's database
 * transaction (casino rounds, sports bets), after the stake was posted, so that the points and the
 * money land together or not at all. Practice play never calls it.
 */
export async function earnLoyaltyPoints(db: Queryable, playerId: number, stake: Units): Promise<void> {
  if (stake <= 0n) return;
  // Units are 10^-8 of a major unit, as the points column's decimals are: stake × 10 is exact.
  await db.query('UPDATE loyalty_accounts SET points = points + $2::numeric, status_points = status_points + $2::numeric WHERE player_id = $1', [playerId, decimalOf(stake * POINTS_PER_UNIT_STAKED)]);
}

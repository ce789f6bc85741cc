import type { Queryable } from '../../kernel/database/database.ts';
import { PlayerTable } from '../../kernel/database/player-table.ts';

export interface LoyaltyAccountRow {
  /** numeric columns come back from PGlite as strings. */
  points: string | number;
  excluded: boolean;
}

export interface TierRow {
  id: string;
  name: string;
  colour: string;
  min_points: string;
}

/** Points worth one unit of the player's currency when redeemed (docs/api.md, "Loyalty: earn and redeem"). */
export const POINTS_PER_UNIT = 100;

/** What a player may redeem: whole hundreds of their points. */
export const redeemablePoints = (points: number): number => Math.floor(points / POINTS_PER_UNIT) * POINTS_PER_UNIT;

export const loyaltyAccounts = new PlayerTable<LoyaltyAccountRow>('loyalty_accounts', ['points', 'excluded']);

/** The tiers, lowest threshold first. */
export async function listTiers(db: Queryable): Promise<TierRow[]> {
  return (await db.query<TierRow>('SELECT id, name, colour, min_points FROM loyalty_tiers ORDER BY min_points')).rows;
}

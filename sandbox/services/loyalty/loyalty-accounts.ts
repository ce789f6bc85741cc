import type { Queryable } from '../../kernel/database/database.ts';
import { PlayerTable } from '../../kernel/database/player-table.ts';

export interface LoyaltyAccountRow {
  /** Spendable points: earned by play, spent by redeeming. numeric columns come back from PGlite as strings. */
  points: string | number;
  /** Status points: earned with the spendable ones, never spent; they decide the tier. */
  status_points: string | number;
  excluded: boolean;
}

/** Where status points place a player: their tier, and the next one with the status points still needed for it. */
export interface TierStanding {
  currentTierId: string | null;
  nextTierId: string | null;
  /** Null at the top tier. */
  statusPointsToNextTier: number | null;
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

export const loyaltyAccounts = new PlayerTable<LoyaltyAccountRow>('loyalty_accounts', ['points', 'status_points', 'excluded']);

/** The tiers, lowest threshold first. */
export async function listTiers(db: Queryable): Promise<TierRow[]> {
  return (await db.query<TierRow>('SELECT id, name, colour, min_points FROM loyalty_tiers ORDER BY min_points')).rows;
}

/** The tier `statusPoints` reach and the next one, compared and subtracted as numeric (no float drift: 5000 − 1234.99 is 3765.01). */
export async function tierStanding(db: Queryable, statusPoints: string | number): Promise<TierStanding> {
  const result = await db.query<{ current: string | null; next: string | null; needed: string | null }>(
    `SELECT (SELECT id FROM loyalty_tiers WHERE min_points <= $1::numeric ORDER BY min_points DESC LIMIT 1) AS current,
            next.id AS next, (next.min_points - $1::numeric)::text AS needed
     FROM (SELECT 1) AS one
     LEFT JOIN LATERAL (SELECT id, min_points FROM loyalty_tiers WHERE min_points > $1::numeric ORDER BY min_points LIMIT 1) AS next ON true`,
    [String(statusPoints)],
  );
  const row = result.rows[0];
  return {
    currentTierId: row?.current ?? null,
    nextTierId: row?.next ?? null,
    statusPointsToNextTier: row?.needed == null ? null : Number(row.needed),
  };
}

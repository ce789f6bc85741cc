import { truncatedPoints, type LoyaltyProfile } from './loyalty';

/** The player's way to the next tier, as the account shows it; nothing when the platform's answer does not add up. */
export type TierProgress =
  | {
      readonly kind: 'next';
      /** Truncated, as every count of points (LOY-03). */
      readonly statusPoints: number;
      /** Null when the platform does not describe the next tier: "the next tier". */
      readonly nextTierName: string | null;
      /** Whole status points still needed, rounded up: fewer would not reach the tier. */
      readonly pointsNeeded: number;
      /** Status points out of the next tier's threshold: from 0 to below 1. */
      readonly fraction: number;
    }
  | { readonly kind: 'top'; readonly statusPoints: number };

const isCount = (value: number | null): value is number => value !== null && Number.isFinite(value) && value >= 0;

/** LOYP-02: how far the player's status points are from the next tier; null when the platform does not say or says something that does not add up. */
export const tierProgress = (profile: LoyaltyProfile | null): TierProgress | null => {
  const status = profile?.status;
  if (!profile || !status || !isCount(status.statusPoints)) return null;
  const statusPoints = truncatedPoints(status.statusPoints);
  if (status.nextTierId === null) return status.statusPointsToNextTier === null ? { kind: 'top', statusPoints } : null;
  const needed = status.statusPointsToNextTier;
  if (!isCount(needed) || needed === 0) return null;
  const pointsNeeded = Math.ceil(needed);
  const name = Object.hasOwn(profile.tiersInfo, status.nextTierId) ? profile.tiersInfo[status.nextTierId]?.name.trim() : undefined;
  return {
    kind: 'next',
    statusPoints,
    nextTierName: name ? name : null,
    pointsNeeded,
    fraction: status.statusPoints / (status.statusPoints + needed),
  };
};

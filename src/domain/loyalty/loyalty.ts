export interface TierInfo {
  readonly name: string;
  readonly colour: string | null;
}

/**
 * Where the player's status points stand. Status points are earned by play alongside the points the
 * player spends, are never spent, and alone decide the tier: redeeming never lowers it.
 */
export interface TierStatus {
  readonly statusPoints: number;
  /** The tier the player reaches next; null at the top tier. */
  readonly nextTierId: string | null;
  /** The status points still needed for it; null at the top tier. */
  readonly statusPointsToNextTier: number | null;
}

export interface LoyaltyProfile {
  readonly excluded: boolean;
  readonly redemptionAmount: number;
  readonly redemptionPoints: number;
  readonly redemptionPointsName: string;
  readonly tierPoints: number;
  readonly currentTierId: string | null;
  readonly tiersInfo: Readonly<Record<string, TierInfo>>;
  /** Null when the platform does not say (an older platform): the tier and points show without progress. */
  readonly status: TierStatus | null;
}

export const DEFAULT_TIER_NAME = 'Starter';

/** LOY-02: the player's tier, named Starter when the platform does not name it. */
export const currentTier = (profile: LoyaltyProfile): TierInfo => {
  const tier = profile.currentTierId === null ? undefined : profile.tiersInfo[profile.currentTierId];
  return { name: tier?.name.trim() ? tier.name : DEFAULT_TIER_NAME, colour: tier?.colour ?? null };
};

/** LOY-03: points are truncated, never rounded up. */
export const truncatedPoints = (points: number): number => (Number.isFinite(points) ? Math.trunc(points) : 0);

/** LOY-03: a count of points grouped in the player's language (whole points; an unknown language reads as plain digits). */
export const formatPoints = (points: number, language: string): string => {
  try {
    return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(points);
  } catch {
    return String(points);
  }
};

/** LOY-04 */
export const showLoyaltySummary = (profile: LoyaltyProfile | null, loyaltyEnabled: boolean): profile is LoyaltyProfile =>
  loyaltyEnabled && profile !== null && !profile.excluded;

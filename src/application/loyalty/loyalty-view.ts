/** LOY-02, LOY-03: the loyalty summary of the account menu; presentation groups the points in the player's language. */
export interface LoyaltyView {
  readonly tierName: string;
  readonly tierColour: string | null;
  readonly showTierIcon: boolean;
  /** Truncated (LOY-03). */
  readonly points: number;
}

/** LOY-02, LOY-03: the loyalty summary as the player sees it, formatted in their language. */
export interface LoyaltyView {
  readonly tierName: string;
  readonly tierColour: string | null;
  readonly showTierIcon: boolean;
  /** Truncated (LOY-03) and grouped in the player's language. */
  readonly points: string;
}

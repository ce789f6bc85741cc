/** What the practice button becomes (SG-15). */
export type PracticeAccess = 'open' | 'log-in' | 'verify-age';

export interface PracticeAccessInput {
  /** The jurisdiction's rule (the player's, or for a visitor the one of where they are). */
  readonly practicePlayNeedsVerifiedAge: boolean;
  readonly authenticated: boolean;
  /** Whether the player's identity document is verified; null while unknown. */
  readonly ageVerified: boolean | null;
}

/**
 * Where practice play needs a verified age, a visitor is asked to log in and a player without a
 * verified identity document to verify it; elsewhere practice is open. The platform has the last
 * word: its 403 AGE_VERIFICATION_REQUIRED leads to the same offer.
 */
export const practiceAccess = ({ practicePlayNeedsVerifiedAge, authenticated, ageVerified }: PracticeAccessInput): PracticeAccess => {
  if (!practicePlayNeedsVerifiedAge) return 'open';
  if (!authenticated) return 'log-in';
  return ageVerified === true ? 'open' : 'verify-age';
};

import type { Queryable } from '../../kernel/database/database.ts';
import { documentStatusOf } from '../documents/index.ts';
import { platformLocation } from '../geolocation/index.ts';
import { jurisdictionOf, paymentPlayer, type JurisdictionSettings } from '../payments/index.ts';

/** What a launch's jurisdiction allows in the game (SG-15). */
export interface LaunchRules {
  autoplayAllowed: boolean;
  quickSpinAllowed: boolean;
}

export const ageVerificationRequiredBody = {
  errorCode: 'AGE_VERIFICATION_REQUIRED',
  message: 'Practice play here needs a logged-in player whose age is verified.',
} as const;

/**
 * The jurisdiction a launch is played under: the player's when one is known, else (a visitor's
 * practice play) the one of where the platform places the request.
 */
export async function launchJurisdiction(db: Queryable, playerId: number | null): Promise<JurisdictionSettings> {
  if (playerId !== null) return jurisdictionOf(db, await paymentPlayer(db, playerId));
  const location = await platformLocation(db, null);
  return jurisdictionOf(db, { countryCode: location.slice(0, 2), subdivision: location });
}

/** SG-15: where practice play needs a verified age, only a player whose identity document is VERIFIED may practise. */
export async function practiceAllowed(db: Queryable, jurisdiction: JurisdictionSettings, playerId: number | null): Promise<boolean> {
  if (!jurisdiction.practicePlayNeedsVerifiedAge) return true;
  return playerId !== null && (await documentStatusOf(db, playerId)) === 'VERIFIED';
}

export const launchRulesOf = (jurisdiction: JurisdictionSettings): LaunchRules => ({
  autoplayAllowed: jurisdiction.autoplayAllowed,
  quickSpinAllowed: jurisdiction.quickSpinAllowed,
});

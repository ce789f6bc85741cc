import type { FieldError } from '../../kernel/http/validation.ts';
import type { Launch } from '../game-launch/index.ts';

/** What a round asks for beyond its stake (SG-15): part of an autoplay run, a quick spin. */
export interface RoundFeatures {
  autoplay: boolean;
  quickSpin: boolean;
}

/** The number of spins one autoplay run plays at most. */
export const autoplaySpins = 10;

/** A win this many times the stake or more stops an autoplay run (SG-15). */
export const bigWinMultiple = 10;

/**
 * Where quick spin is not allowed (SG-15, as the UK's remote technical standard 14 asks), a slot's
 * game cycle lasts at least 2.5 s: the reels turn that long. The provider refuses a round sooner
 * than 2 s after the previous one, leaving room for the network's jitter, so a script cannot spin
 * faster than the page does: in real play after the player's previous real-money round in any launch,
 * game or tab (issue 21: six launches gave six rounds at once), in practice after the launch's own.
 */
export const slowSlotCycleMs = 2500;
export const slowSlotMinimumGapMs = 2000;

/** The minimum time before this launch's next round on the provider's side (0: none). */
export function minimumRoundGapMs(launch: Launch, table: 'slot' | 'roulette'): number {
  return table === 'slot' && !launch.quickSpinAllowed ? slowSlotMinimumGapMs : 0;
}

export const notAllowedInJurisdictionBody = {
  errorCode: 'NOT_ALLOWED_IN_JURISDICTION',
  message: "The player's jurisdiction does not allow this in its games.",
} as const;

function flag(body: Record<string, unknown>, field: keyof RoundFeatures, errors: FieldError[]): boolean {
  const value = body[field];
  if (value === undefined || typeof value === 'boolean') return value === true;
  errors.push({ field, cause: 'INVALID_FORMAT' });
  return false;
}

/** `autoplay` and `quickSpin`: booleans, false when absent. */
export function readRoundFeatures(body: Record<string, unknown>, errors: FieldError[]): RoundFeatures {
  return { autoplay: flag(body, 'autoplay', errors), quickSpin: flag(body, 'quickSpin', errors) };
}

/** True when the round asks for something the launch's jurisdiction does not allow (slots only offer them). */
export function forbiddenFeature(launch: Launch, features: RoundFeatures): boolean {
  return (features.autoplay && !launch.autoplayAllowed) || (features.quickSpin && !launch.quickSpinAllowed);
}

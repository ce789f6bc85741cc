import type { Money } from '../wallet';

export const DEPOSIT_PATH = '/account/cashier/deposit';
export const PHONE_VALIDATION_PATH = '/validation-code/validatePhone';
/** JRN-05: the new player's welcome, the step between joining and the first deposit. */
export const WELCOME_PATH = '/account/welcome';

/**
 * Where a player who has just joined goes: to validate the phone first when the platform asks a code
 * for it (`validatePhone` among `mfaOperations`), then, or else at once, to the welcome that leads to
 * the first deposit.
 */
export const afterJoiningPath = (mfaOperations: readonly string[]): string =>
  mfaOperations.includes('validatePhone') ? `${PHONE_VALIDATION_PATH}?destination=${encodeURIComponent(WELCOME_PATH)}` : WELCOME_PATH;

/**
 * JRN-05: what the welcome leads to. A player with nothing to stake is led to a first deposit, where
 * the site takes deposits; with money to stake (or no deposits here), to the games. Unknown while the
 * balance is.
 */
export type WelcomeStep = 'first-deposit' | 'play';

export const welcomeStep = (playable: Money | null, depositsEnabled: boolean): WelcomeStep | null => {
  if (playable === null) return null;
  return playable.minor <= 0 && depositsEnabled ? 'first-deposit' : 'play';
};

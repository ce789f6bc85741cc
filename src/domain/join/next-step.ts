export const DEPOSIT_PATH = '/account/cashier/deposit';
export const PHONE_VALIDATION_PATH = '/validation-code/validatePhone';

/**
 * Where a player who has just joined goes: to validate the phone first when the platform asks a code
 * for it (`validatePhone` among `mfaOperations`), then, or else at once, to the first deposit.
 */
export const afterJoiningPath = (mfaOperations: readonly string[]): string =>
  mfaOperations.includes('validatePhone') ? `${PHONE_VALIDATION_PATH}?destination=${encodeURIComponent(DEPOSIT_PATH)}` : DEPOSIT_PATH;

import type { BonusFailure } from '../../domain/bonus';

/** BON-03: the translation key that says why an opt-in or a forfeit did not happen. */
export const failureKey = (failure: BonusFailure): string => `failed.${failure.code}`;

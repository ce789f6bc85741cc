import { defineParameterType } from '@cucumber/cucumber';
import type { LoginError } from '../../src/domain/session';
import { BALANCE_TYPES, isBalanceType, type BalanceType } from '../../src/domain/wallet';
import { languageNamed, type Language } from './messages-driver';

defineParameterType({
  name: 'language',
  regexp: /"?(English|Spanish|German)"?/,
  transformer: (name: string): Language => languageNamed(name),
});

/** Why a login was refused, in the player's words, as the cause the site must have recognised. */
const REFUSALS: Readonly<Record<string, LoginError['code']>> = {
  'a captcha is required': 'CAPTCHA_REQUIRED',
  'my account could not be loaded': 'PROFILE_UNAVAILABLE',
  'the required action is unknown': 'UNKNOWN_REQUIRED_ACTION',
  'verification is blocked': 'VERIFICATION_BLOCKED',
  'the account is blocked': 'BLOCKED',
  'the profile is disabled': 'DISABLED_PROFILE',
};

defineParameterType({
  name: 'refusal',
  regexp: new RegExp(Object.keys(REFUSALS).join('|')),
  transformer: (words: string): LoginError['code'] => REFUSALS[words] as LoginError['code'],
});

export const balanceTypeNamed = (name: string): BalanceType => {
  if (!isBalanceType(name)) throw new Error(`${name} is not a balance type (WAL-03)`);
  return name;
};

/** WAL-03: a balance type, quoted, as the platform names it. */
defineParameterType({
  name: 'balanceType',
  regexp: new RegExp(`"(${BALANCE_TYPES.join('|')})"`),
  transformer: balanceTypeNamed,
});

import { defineParameterType } from '@cucumber/cucumber';
import type { LoginError } from '../../src/domain/session/login';
import { languageNamed, type Language } from '../support/messages-driver';

defineParameterType({
  name: 'language',
  regexp: /"?(English|Spanish)"?/,
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

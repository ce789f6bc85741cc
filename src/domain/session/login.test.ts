import { describe, expect, it } from 'vitest';
import { loginErrorFromCode, requiredActionFrom } from './login';
import { requiredActionTarget } from './required-action-pages';
import { displayName } from './user';
import { aUser } from '../../../tests/support/players';

describe('login error causes (AUTH-08)', () => {
  it.each([
    ['blocked', 'BLOCKED'],
    ['DISABLED_PROFILE', 'DISABLED_PROFILE'],
    ['invalid_grant', 'INVALID_GRANT'],
    ['invalid_grant_captcha_enforcement', 'CAPTCHA_REQUIRED'],
    ['INVALID_REQUIRED_ACTION_DETAILS', 'INVALID_REQUIRED_ACTION_DETAILS'],
    ['mfa_required:PIN_CODE', 'MFA_REQUIRED'],
    ['mfa_required:SMS', 'MFA_REQUIRED'],
    ['mfa_required:TWO_FACTOR_AUTHENTICATION', 'MFA_REQUIRED'],
    ['Precondition Required', 'PRECONDITION_REQUIRED'],
    ['VERIFICATION_BLOCKED', 'VERIFICATION_BLOCKED'],
    ['mfa_required:EMAIL', 'UNKNOWN_ERROR'],
    ['something_new', 'UNKNOWN_ERROR'],
    ['__proto__', 'UNKNOWN_ERROR'],
  ])('%s is %s', (errorCode, code) => {
    expect(loginErrorFromCode(errorCode).code).toBe(code);
  });

  it('keeps the errors list and the remaining MFA attempts', () => {
    expect(loginErrorFromCode('invalid_grant', { errors: ['INVALID_CREDENTIALS'] })).toEqual({ code: 'INVALID_GRANT', errors: ['INVALID_CREDENTIALS'] });
    expect(loginErrorFromCode('mfa_required:SMS', { errors: ['MFA_INVALID_CONFIRMATION_CODE'], remainingAttempts: 1 })).toEqual({
      code: 'MFA_REQUIRED',
      method: 'SMS',
      invalidCode: true,
      remainingAttempts: 1,
    });
  });
});

describe('required actions (AUTH-06, AUTH-07)', () => {
  it('reads a known action with its token and profile info', () => {
    const read = requiredActionFrom({ action: 'forcePasswordReset', token: 't0k', profileInfo: { email: 'a@b.c', age: 3 } });
    expect(read).toEqual({ ok: true, requiredAction: { action: 'forcePasswordReset', token: 't0k', profileInfo: { email: 'a@b.c' } } });
  });

  it.each([
    [null, 'PRECONDITION_REQUIRED'],
    [{}, 'PRECONDITION_REQUIRED'],
    [{ action: 'acceptTerms', token: 't' }, 'UNKNOWN_REQUIRED_ACTION'],
    [{ action: 'forcePinReset' }, 'INVALID_REQUIRED_ACTION_DETAILS'],
    [{ action: 'forcePinReset', token: 't', profileInfo: ['x'] }, 'INVALID_REQUIRED_ACTION_DETAILS'],
  ])('%j is refused as %s', (reply, code) => {
    const read = requiredActionFrom(reply);
    expect(read.ok ? null : read.error.code).toBe(code);
  });

  it('sends the player to the action page with its params and the destination', () => {
    const target = requiredActionTarget({ action: 'forcePasswordReset', token: 'a b&c', profileInfo: {} }, '/account?tab=1');
    const url = new URL(target, 'https://site.example');
    expect(url.pathname).toBe('/account/password-reset');
    expect(url.searchParams.get('token')).toBe('a b&c');
    expect(url.searchParams.get('destination')).toBe('/account?tab=1');
  });
});

describe('display name (AUTH-10)', () => {
  it('uses first and last name, else nickname, else email', () => {
    expect(displayName(aUser())).toBe('Ada Lovelace');
    expect(displayName(aUser({ lastName: null }))).toBe('Ada');
    expect(displayName(aUser({ firstName: ' ', lastName: null }))).toBe('ada');
    expect(displayName(aUser({ firstName: null, lastName: null, nickname: null }))).toBe('ada@demo.test');
  });
});

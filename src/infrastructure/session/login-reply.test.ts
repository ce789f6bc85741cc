import { left, right } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { loginErrorFromCode, loginReplyFrom, requiredActionFrom } from './login-reply';

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
    ['SESSION_TIME_LIMIT', 'SESSION_TIME_LIMIT'],
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

describe('a lockout (ACC-07)', () => {
  it('carries the seconds the platform says are left, or none when the figure is missing or unusable', () => {
    const blocked = (extra: Record<string, unknown>) => loginReplyFrom({ status: 401, body: { errorCode: 'blocked', ...extra } });
    expect(blocked({ retryAfterSeconds: 600, blockedUntil: '2026-11-27T12:10:00.000Z' })).toEqual(left({ code: 'BLOCKED', retryAfterSeconds: 600 }));
    expect(blocked({})).toEqual(left({ code: 'BLOCKED', retryAfterSeconds: null }));
    for (const unusable of [-5, 1.5, '600', Number.MAX_SAFE_INTEGER + 2, null]) {
      expect(blocked({ retryAfterSeconds: unusable })).toEqual(left({ code: 'BLOCKED', retryAfterSeconds: null }));
    }
  });
});

describe('required actions (AUTH-06, AUTH-07)', () => {
  it('reads a known action with its token and profile info', () => {
    const read = requiredActionFrom({ action: 'forcePasswordReset', token: 't0k', profileInfo: { email: 'a@b.c', age: 3 } });
    expect(read).toEqual(right({ action: 'forcePasswordReset', token: 't0k', profileInfo: { email: 'a@b.c' } }));
  });

  it.each([
    [null, 'PRECONDITION_REQUIRED'],
    [{}, 'PRECONDITION_REQUIRED'],
    [{ action: 'acceptTerms', token: 't' }, 'UNKNOWN_REQUIRED_ACTION'],
    [{ action: 'forcePinReset' }, 'INVALID_REQUIRED_ACTION_DETAILS'],
    [{ action: 'forcePinReset', token: 't', profileInfo: ['x'] }, 'INVALID_REQUIRED_ACTION_DETAILS'],
  ])('%j is refused as %s', (reply, code) => {
    const read = requiredActionFrom(reply);
    expect(read._tag === 'Left' ? read.left.code : null).toBe(code);
  });
});


describe('a throttled login (429)', () => {
  it('is RATE_LIMITED, with the wait the platform gave when it is a usable number of seconds', () => {
    expect(loginReplyFrom({ status: 429, body: { errorCode: 'TOO_MANY_REQUESTS' }, retryAfterSeconds: 30 })).toEqual(left({ code: 'RATE_LIMITED', retryAfterSeconds: 30 }));
    expect(loginReplyFrom({ status: 429, body: null })).toEqual(left({ code: 'RATE_LIMITED', retryAfterSeconds: null }));
  });
});

import { describe, expect, it } from 'vitest';
import type { LoginError } from '../../domain/session';
import { EMPTY_LOGIN_FORM, fieldErrorOf, loginFormReducer, loginRequestOf, type LoginForm, type LoginFormEvent } from './login-form';

const after = (...events: LoginFormEvent[]): LoginForm => events.reduce(loginFormReducer, EMPTY_LOGIN_FORM);
const refused = (error: LoginError, captchaSpent = false): LoginFormEvent => ({ type: 'refused', error, captchaSpent });
const smsRequired: LoginError = { code: 'MFA_REQUIRED', method: 'SMS', invalidCode: false, remainingAttempts: null };

describe('the login form', () => {
  it('sends the trimmed email and the password as typed', () => {
    const form = after({ type: 'edited', field: 'username', value: ' ada@demo.test ' }, { type: 'edited', field: 'password', value: ' secret ' });
    expect(loginRequestOf(form)).toEqual({ credentials: { username: 'ada@demo.test', password: ' secret ' } });
  });

  it('clears the last error while submitting, and shows the next refusal', () => {
    const submitting = after(refused({ code: 'BLOCKED', retryAfterSeconds: null }), { type: 'submitted' });
    expect(submitting).toMatchObject({ submitting: true, error: null });
    expect(loginFormReducer(submitting, refused({ code: 'DISABLED_PROFILE' }))).toMatchObject({ submitting: false, error: { code: 'DISABLED_PROFILE' } });
  });

  it('asks for a code when the platform wants one, keeps only digits, and sends it with its method', () => {
    const form = after({ type: 'submitted' }, refused(smsRequired), { type: 'edited', field: 'mfaCode', value: '65-43 21' });
    expect(form.mfa).toEqual({ method: 'SMS', code: '654321' });
    expect(loginRequestOf(form).mfa).toEqual({ method: 'SMS', code: '654321' });
  });

  it('ignores a code typed while no code is asked for, and drops the code step once verification is blocked', () => {
    expect(after({ type: 'edited', field: 'mfaCode', value: '1234' })).toEqual(EMPTY_LOGIN_FORM);
    expect(after(refused(smsRequired), refused({ code: 'VERIFICATION_BLOCKED' })).mfa).toBeNull();
  });

  it('shows the captcha when the platform asks for it, and sends the token once passed', () => {
    const asked = after(refused({ code: 'CAPTCHA_REQUIRED' }));
    expect(asked.captcha).toEqual({ status: 'unchecked' });
    const passed = after(refused({ code: 'CAPTCHA_REQUIRED' }), { type: 'captchaStarted' }, { type: 'captchaPassed', token: 'captcha-1' });
    expect(loginRequestOf(passed).captchaToken).toBe('captcha-1');
    expect(loginFormReducer(asked, { type: 'captchaFailed' }).captcha).toEqual({ status: 'failed' });
  });

  it('spends a captcha token on one attempt, whatever its outcome', () => {
    const passed = after(refused({ code: 'CAPTCHA_REQUIRED' }), { type: 'captchaPassed', token: 'captcha-1' }, { type: 'submitted' });
    expect(loginFormReducer(passed, refused({ code: 'INVALID_GRANT', errors: [] }, true)).captcha).toEqual({ status: 'unchecked' });
    expect(loginFormReducer(passed, { type: 'accepted', captchaSpent: true })).toMatchObject({ captcha: { status: 'unchecked' }, submitting: true });
  });

  it('keeps a check passed during an attempt that did not carry it', () => {
    const form = after(refused({ code: 'CAPTCHA_REQUIRED' }), { type: 'submitted' }, { type: 'captchaPassed', token: 'captcha-2' }, refused({ code: 'INVALID_GRANT', errors: [] }));
    expect(form.captcha).toEqual({ status: 'passed', token: 'captcha-2' });
  });

  it('finds the fields the platform refused', () => {
    const form = after(refused({ code: 'VALIDATION_ERROR', fieldErrors: [{ field: 'password', cause: 'REQUIRED' }] }));
    expect(fieldErrorOf(form, 'password')).toEqual({ field: 'password', cause: 'REQUIRED' });
    expect(fieldErrorOf(form, 'username')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { mfaFailureOf, otpAuthUriOf } from './mfa-reply';

describe('two-factor answers decoded at the boundary (MFA-07, MFA-09..11)', () => {
  it('reads each code answer of the contract', () => {
    expect(mfaFailureOf(422, { errorCode: 'MFA_INVALID_CONFIRMATION_CODE', remainingAttempts: 2, maxAttempts: 3 })).toEqual({ kind: 'INVALID_CODE', remainingAttempts: 2, maxAttempts: 3 });
    expect(mfaFailureOf(423, { errorCode: 'MFA_ACCOUNT_BLOCKED', remainingBlockingTime: 900 })).toEqual({ kind: 'BLOCKED', remainingBlockingTime: 900 });
    expect(mfaFailureOf(423, { errorCode: 'ACCOUNT_BLOCKED', remainingBlockingTime: 60 })).toEqual({ kind: 'BLOCKED', remainingBlockingTime: 60 });
    expect(mfaFailureOf(429, { errorCode: 'NO_REMAINING_SEND_CODE_ATTEMPT', remainingBlockingTime: 3000 })).toEqual({ kind: 'TOO_MANY_SENDS', remainingBlockingTime: 3000 });
    expect(mfaFailureOf(422, { errorCode: 'MFA_CONFIGURATION_ERROR' })).toEqual({ kind: 'VALIDATING_OPERATION' });
    expect(mfaFailureOf(422, { errorCode: 'MFA_ERROR_VALIDATING_OPERATION' })).toEqual({ kind: 'VALIDATING_OPERATION' });
    expect(mfaFailureOf(422, { errorCode: 'PLAYER_NOT_VALIDATED' })).toEqual({ kind: 'PLAYER_NOT_VALIDATED' });
  });

  it('never crashes on a body it does not know', () => {
    for (const body of [null, 'text', 42, [], { errorCode: 7 }, { errorCode: 'MFA_INVALID_CONFIRMATION_CODE', remainingAttempts: 'two' }, { errorCode: 'x'.repeat(500) }]) {
      expect(mfaFailureOf(500, body)).toMatchObject({ kind: 'OTHER', cause: { code: 'HTTP', status: 500 } });
    }
  });

  it('takes the URI as the body or as an error body, and nothing else', () => {
    const uri = 'otpauth://totp/Casino:a?secret=JBSWY3DPEHPK3PXP';
    expect(otpAuthUriOf({ otpAuthUri: uri })).toBe(uri);
    expect(otpAuthUriOf({ errorCode: uri })).toBe(uri);
    expect(otpAuthUriOf({ otpAuthUri: 'javascript:alert(1)' })).toBeNull();
    expect(otpAuthUriOf({ errorCode: 'MFA_ALREADY_ENABLED' })).toBeNull();
  });
});

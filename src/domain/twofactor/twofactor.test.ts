import { describe, expect, it } from 'vitest';
import { enrolmentMethodOf, groupedKey, mfaFailureKey, parseCode, parseOtpAuthUri, showsReminder } from '.';

describe('two-factor rules', () => {
  it('MFA-02: the enrolment method is tfaEnrolment, SMS falling back to the PIN without SMS codes', () => {
    expect(enrolmentMethodOf({ tfaEnrolment: 'SMS', mfaOperations: ['validatePhone'] })).toBe('SMS');
    expect(enrolmentMethodOf({ tfaEnrolment: 'SMS', mfaOperations: ['withdraw'] })).toBe('PIN_CODE');
    expect(enrolmentMethodOf({ tfaEnrolment: 'PIN_CODE', mfaOperations: ['validatePhone'] })).toBe('PIN_CODE');
  });

  it('reads the secret and account of a TOTP URI, and refuses anything else', () => {
    expect(parseOtpAuthUri('otpauth://totp/Casino:ada%40demo.test?secret=jbswy3dpehpk3pxp&issuer=Casino')).toEqual({
      uri: 'otpauth://totp/Casino:ada%40demo.test?secret=jbswy3dpehpk3pxp&issuer=Casino',
      secret: 'JBSWY3DPEHPK3PXP',
      account: 'Casino:ada@demo.test',
    });
    expect(parseOtpAuthUri('https://example.test/?secret=JBSWY3DPEHPK3PXP')).toBeNull();
    expect(parseOtpAuthUri('otpauth://totp/x?secret=not-base32!')).toBeNull();
    expect(parseOtpAuthUri('not a uri')).toBeNull();
  });

  it('groups the manual key by four', () => {
    expect(groupedKey('JBSWY3DPEHPK3PXPJB')).toBe('JBSW Y3DP EHPK 3PXP JB');
  });

  it('takes a code of the right number of digits only, spaces removed', () => {
    expect(parseCode(' 123 456 ', 6)).toBe('123456');
    expect(parseCode('12345', 6)).toBeNull();
    expect(parseCode('1234', 4)).toBe('1234');
    expect(parseCode('12a4', 4)).toBeNull();
  });

  it('MFA-10: the last attempt has its own message', () => {
    expect(mfaFailureKey({ kind: 'INVALID_CODE', remainingAttempts: 2, maxAttempts: 3 })).toBe('invalidCode');
    expect(mfaFailureKey({ kind: 'INVALID_CODE', remainingAttempts: 1, maxAttempts: 3 })).toBe('lastAttempt');
  });

  it('MFA-04: the PIN method needs a PIN, not a validated phone', () => {
    const facts = { twoFactorAuthenticatorEnabled: true, method: 'PIN_CODE', phoneValidated: false, hasPinCode: true, status: 'PENDING', documentStatus: null, snoozed: false } as const;
    expect(showsReminder(facts)).toBe(true);
    expect(showsReminder({ ...facts, hasPinCode: false })).toBe(false);
    expect(showsReminder({ ...facts, snoozed: true })).toBe(false);
    expect(showsReminder({ ...facts, status: null })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  affiliateApplicationOf,
  affiliateFormProblems,
  contactFormProblems,
  contactMessageOf,
  EMPTY_AFFILIATE_FORM,
  emailCause,
  isCountryCode,
  subjectChoice,
  textCause,
  type AffiliateForm,
} from '.';

describe('subjectChoice (HELP-06)', () => {
  it('asks only when there is a choice, fixes a single subject, and has none for an empty list', () => {
    expect(subjectChoice(['account', 'payments'])).toEqual({ kind: 'ASK', subjects: ['account', 'payments'] });
    expect(subjectChoice(['payments'])).toEqual({ kind: 'FIXED', subject: 'payments' });
    expect(subjectChoice(['payments', 'payments', ' '])).toEqual({ kind: 'FIXED', subject: 'payments' });
    expect(subjectChoice([])).toEqual({ kind: 'NONE' });
  });
});

describe('the text rules the platform applies', () => {
  it('trims, counts characters rather than UTF-16 units, and allows line breaks only where asked', () => {
    expect(textCause('   ', { required: true, max: 5 })).toBe('REQUIRED');
    expect(textCause('   ', { required: false, max: 5 })).toBeNull();
    expect(textCause('🎰🎰🎰🎰🎰', { required: true, max: 5 })).toBeNull();
    expect(textCause('🎰🎰🎰🎰🎰🎰', { required: true, max: 5 })).toBe('TOO_LONG');
    expect(textCause('a\nb', { required: true, max: 5 })).toBe('INVALID_FORMAT');
    expect(textCause('a\r\nb', { required: true, max: 5, multiline: true })).toBeNull();
    expect(textCause('abc', { required: true, min: 4, max: 5 })).toBe('TOO_SHORT');
  });

  it.each([
    ['a right-to-left override', 'pay\u202Eme'],
    ['a zero-width joiner', 'pay\u200Dme'],
    ['a tab', 'pay\tme'],
    ['a NUL', 'pay\u0000me'],
    ['a lone surrogate', 'pay\ud800me'],
    ['a Hangul filler (a letter that shows nothing)', 'pay\u3164me'],
    ['a soft hyphen', 'pay\u00ADme'],
    ['a line separator', 'pay\u2028me'],
    ['tag characters (hidden text)', 'pay\u{E0041}\u{E0042}me'],
  ])('refuses %s', (_name, text) => {
    expect(textCause(text, { required: true, max: 50, multiline: true })).toBe('INVALID_FORMAT');
  });

  it('takes ASCII addresses only, so a look-alike cannot pass for a familiar one', () => {
    expect(emailCause('ada@demo.test')).toBeNull();
    expect(emailCause(' Ada.Lovelace+casino@xn--exmple-cua.test ')).toBeNull();
    expect(emailCause('\u0430da@demo.test')).toBe('INVALID_FORMAT');
    expect(emailCause('ada@demo')).toBe('INVALID_FORMAT');
    expect(emailCause('ada..l@demo.test')).toBe('INVALID_FORMAT');
    expect(emailCause(`${'a'.repeat(65)}@demo.test`)).toBe('INVALID_FORMAT');
    expect(emailCause(`${'a'.repeat(60)}@${'b'.repeat(200)}.test`)).toBe('TOO_LONG');
    expect(emailCause('')).toBe('REQUIRED');
  });
});

describe('the contact form (HELP-06, HELP-07)', () => {
  const ask = subjectChoice(['account', 'payments']);

  it('requires e-mail and message, and the subject only when it is asked for', () => {
    expect(contactFormProblems({ email: '', subject: '', message: '' }, ask)).toEqual([
      { field: 'email', cause: 'REQUIRED' },
      { field: 'subject', cause: 'REQUIRED' },
      { field: 'message', cause: 'REQUIRED' },
    ]);
    expect(contactFormProblems({ email: '', subject: '', message: '' }, subjectChoice(['payments']))).toEqual([
      { field: 'email', cause: 'REQUIRED' },
      { field: 'message', cause: 'REQUIRED' },
    ]);
    expect(contactFormProblems({ email: 'ada@demo.test', subject: 'casino', message: 'x'.repeat(5001) }, ask)).toEqual([
      { field: 'subject', cause: 'NOT_ALLOWED' },
      { field: 'message', cause: 'TOO_LONG' },
    ]);
  });

  it('sends the fields of HELP-07, cleaned, with the fixed subject, no PIN and no birth date', () => {
    expect(contactMessageOf({ email: ' ada@demo.test ', subject: 'ignored', message: ' Hello\r\nthere ' }, subjectChoice(['payments']), 'ada@demo.test')).toEqual({
      birthDate: null,
      email: 'ada@demo.test',
      message: 'Hello\nthere',
      pinCode: null,
      subject: 'payments',
      username: 'ada@demo.test',
    });
    expect(contactMessageOf({ email: 'a@b.test', subject: 'payments', message: 'Hello there' }, subjectChoice([]), null).subject).toBeNull();
  });
});

describe('the affiliate sign-up (REF-08)', () => {
  const complete: AffiliateForm = {
    name: ' Grace Hopper ',
    email: 'grace@partner.example',
    company: '  ',
    website: 'https://partner.example',
    country: 'MT',
    trafficSources: ['streaming', 'seo'],
    message: '',
    acceptTerms: true,
  };

  it('requires name, e-mail, country, a traffic source and the terms', () => {
    expect(affiliateFormProblems(EMPTY_AFFILIATE_FORM)).toEqual([
      { field: 'name', cause: 'REQUIRED' },
      { field: 'email', cause: 'REQUIRED' },
      { field: 'country', cause: 'REQUIRED' },
      { field: 'trafficSources', cause: 'REQUIRED' },
      { field: 'acceptTerms', cause: 'REQUIRED' },
    ]);
    expect(affiliateFormProblems(complete)).toEqual([]);
  });

  it.each(['http://partner.example', 'https://user:secret@partner.example', 'https://10.0.0.1', 'javascript:alert(1)', 'partner.example', 'https://localhost'])(
    'refuses the website %s',
    (website) => {
      expect(affiliateFormProblems({ ...complete, website })).toEqual([{ field: 'website', cause: 'INVALID_FORMAT' }]);
    },
  );

  it('takes assigned country codes only', () => {
    expect(isCountryCode('DE')).toBe(true);
    expect(isCountryCode('EU')).toBe(false);
    expect(affiliateFormProblems({ ...complete, country: 'XX' })).toEqual([{ field: 'country', cause: 'NOT_ALLOWED' }]);
  });

  it('sends blanks as null, the website normalised and the sources in the list order', () => {
    expect(affiliateApplicationOf(complete)).toEqual({
      name: 'Grace Hopper',
      email: 'grace@partner.example',
      company: null,
      website: 'https://partner.example/',
      country: 'MT',
      trafficSources: ['seo', 'streaming'],
      message: null,
      acceptTerms: true,
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from '../wallet';
import { afterJoiningPath, welcomeStep } from './next-step';
import { joinOverlayTarget } from './overlay';
import { EMPTY_SIGN_UP, type RegistrationOptions, type SignUpForm } from './sign-up';
import { checkSignUp, passwordLength } from './sign-up-checks';

const OPTIONS: RegistrationOptions = { countries: ['MT', 'GB'], currencies: ['EUR', 'GBP'], minimumAge: 18, passwordMinLength: 10, passwordMaxLength: 128 };
const TODAY = { year: 2026, month: 11, day: 23 };
const FORM: SignUpForm = { ...EMPTY_SIGN_UP, email: 'ada@example.test', password: 'correct horse battery', firstName: 'Ada', lastName: 'Lovelace', birthDate: '1990-01-01', country: 'MT', currency: 'EUR', phonePrefix: '+356', phone: '9912 3456', acceptTerms: true };

const causes = (form: Partial<SignUpForm>) => checkSignUp({ ...FORM, ...form }, OPTIONS, TODAY).map(({ field, cause }) => `${field}:${cause}`);

describe('NAV-01 overlay=join', () => {
  it('opens /join keeping the other query parameters, on any path', () => {
    expect(joinOverlayTarget('?overlay=join')).toBe('/join');
    expect(joinOverlayTarget('?ref=AFF-1&overlay=join&lang=es')).toBe('/join?ref=AFF-1&lang=es');
    expect(joinOverlayTarget('?overlay=login&ref=1')).toBeNull();
    expect(joinOverlayTarget('')).toBeNull();
  });
});

describe('the site\'s sign-up checks', () => {
  it('accept a good form', () => expect(causes({})).toEqual([]));

  it('count a password in characters, and refuse one holding the address', () => {
    expect(passwordLength('ñandú ñandú')).toBe(11);
    expect(causes({ password: '123456789' })).toEqual(['password:TOO_SHORT']);
    expect(causes({ password: 'x'.repeat(129) })).toEqual(['password:TOO_LONG']);
    expect(causes({ email: 'marigold@example.test', password: 'MARIGOLD forever' })).toEqual(['password:CONTAINS_EMAIL']);
  });

  it('are of age on the 18th birthday, not the day before; refuse future and impossible dates', () => {
    expect(causes({ birthDate: '2008-11-23' })).toEqual([]);
    expect(causes({ birthDate: '2008-11-24' })).toEqual(['birthDate:UNDER_AGE']);
    expect(causes({ birthDate: '2026-11-24' })).toEqual(['birthDate:IN_FUTURE']);
    expect(causes({ birthDate: '1990-02-30' })).toEqual(['birthDate:INVALID_FORMAT']);
    expect(causes({ birthDate: '' })).toEqual(['birthDate:REQUIRED']);
  });

  it('ask for a mobile number of digits, spaces allowed, of a plausible E.164 length', () => {
    expect(causes({ phonePrefix: '+44', phone: '7700 900 123' })).toEqual([]);
    expect(causes({ phone: '' })).toEqual(['phone:REQUIRED']);
    expect(causes({ phone: '9912-3456' })).toEqual(['phone:INVALID_FORMAT']);
    expect(causes({ phone: '99 1' })).toEqual(['phone:INVALID_FORMAT']);
    expect(causes({ phone: '9912345678901' })).toEqual(['phone:TOO_LONG']);
    expect(causes({ phonePrefix: '' })).toEqual(['phonePrefix:REQUIRED']);
  });

  it('refuse unicode tricks, long names and choices not offered', () => {
    expect(causes({ email: 'a\u200bda@example.test' })).toEqual(['email:INVALID_FORMAT']);
    expect(causes({ firstName: 'A'.repeat(51) })).toEqual(['firstName:TOO_LONG']);
    // A phone keyboard's apostrophe is an apostrophe.
    expect(causes({ lastName: 'O’Brien-Smith' })).toEqual([]);
    expect(causes({ lastName: 'Love\u202Elace' })).toEqual(['lastName:INVALID_FORMAT']);
    expect(causes({ firstName: '\u3164' })).toEqual(['firstName:INVALID_FORMAT']);
    expect(causes({ lastName: 'Love\u115Flace' })).toEqual(['lastName:INVALID_FORMAT']);
    expect(causes({ firstName: 'Ad\u180Ea' })).toEqual(['firstName:INVALID_FORMAT']);
    expect(causes({ firstName: "Zoë-Anne O'Neil Jr." })).toEqual([]);
    expect(causes({ country: 'US', currency: '' })).toEqual(['country:NOT_ALLOWED', 'currency:REQUIRED']);
  });

  it('go next to the welcome that leads to the first deposit, through phone validation when the platform asks a code for it', () => {
    expect(afterJoiningPath(['login'])).toBe('/account/welcome');
    expect(afterJoiningPath(['validatePhone'])).toBe('/validation-code/validatePhone?destination=%2Faccount%2Fwelcome');
  });

  it('welcome a player with nothing to stake with the first deposit, and one with money with the games (JRN-05)', () => {
    const euros = (minor: number) => ({ minor, currency: 'EUR' as CurrencyCode });
    expect(welcomeStep(euros(0), true)).toBe('first-deposit');
    expect(welcomeStep(euros(1), true)).toBe('play');
    // Where the site takes no deposits, the welcome leads to the games rather than to a closed cashier.
    expect(welcomeStep(euros(0), false)).toBe('play');
    expect(welcomeStep(null, true)).toBeNull();
  });
});

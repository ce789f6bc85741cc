import { describe, expect, it } from 'vitest';
import {
  addressWithoutReferral,
  isReferralExpired,
  mayCarryReferral,
  passesReferringSiteCheck,
  readReferralArrival,
  REFERRAL_QUERY_KEYS,
  referralCookieMaxAge,
  referralTypeOf,
} from '.';

const at = (search: string, pathname = '/') => ({ pathname, search });
const DAY = 86_400_000;

describe('reading an arrival (REF-01, REF-06)', () => {
  it('takes the first token key present in the order myafftoken, referral, ref', () => {
    expect(readReferralArrival(at('?ref=C&referral=B&myafftoken=A')).token).toBe('A');
    expect(readReferralArrival(at('?ref=C&referral=B')).token).toBe('B');
    expect(readReferralArrival(at('?ref=AFF-AURORA-001&affid=77&extcmpid=raf_mail')).token).toBe('AFF-AURORA-001');
  });

  it('reads the affiliate id and the sharing method', () => {
    expect(readReferralArrival(at('?ref=T1&affid=77&extcmpid=raf.mail-1'))).toEqual({ token: 'T1', affiliateId: '77', sharingMethod: 'raf.mail-1' });
  });

  it('reads /welcome/{token}', () => {
    expect(readReferralArrival(at('', '/welcome/P1234567')).token).toBe('P1234567');
    expect(readReferralArrival(at('?affid=9', '/welcome/P1234567/'))).toEqual({ token: 'P1234567', affiliateId: '9', sharingMethod: null });
  });

  it('drops what is not well-formed, never keeping it raw', () => {
    for (const bad of ['a;b', 'a\r\nSet-Cookie: x=1', '<script>alert(1)</script>', 'x'.repeat(65), 'x'.repeat(10_240), '', 'a b', 'ü']) {
      const query = new URLSearchParams({ ref: bad, affid: bad, extcmpid: bad }).toString();
      expect(readReferralArrival(at(`?${query}`))).toEqual({ token: null, affiliateId: null, sharingMethod: null });
    }
    expect(readReferralArrival(at('', '/welcome/%E0%A4%A')).token).toBeNull();
    expect(readReferralArrival(at('', '/welcome/a%3Bb')).token).toBeNull();
  });

  it('recognises an arrival cheaply, for every key of REF-01 but lang', () => {
    for (const key of REFERRAL_QUERY_KEYS) {
      expect(mayCarryReferral(at(`?${key}=x`))).toBe(true);
      expect(mayCarryReferral(at(`?a=1&${key}`))).toBe(true);
    }
    expect(mayCarryReferral(at('', '/welcome/P1'))).toBe(true);
    expect(mayCarryReferral(at('?lang=es&prefix=1&reference=2'))).toBe(false);
    expect(mayCarryReferral(at('', '/welcomes'))).toBe(false);
  });
});

describe('the address once read', () => {
  it('keeps other parameters, lang included, in their order', () => {
    expect(addressWithoutReferral(at('?lang=es&ref=A&affid=7&page=2&extcmpid=x', '/casino/slots'))).toBe('/casino/slots?lang=es&page=2');
    expect(addressWithoutReferral(at('?myafftoken=A&referral=B'))).toBe('/');
  });

  it('stays a path of this site when the address starts with several slashes (replaceState refuses another origin)', () => {
    expect(addressWithoutReferral(at('?ref=A&page=2', '//evil.example/x'))).toBe('/evil.example/x?page=2');
    expect(addressWithoutReferral(at('?ref=A', '///evil.example'))).toBe('/evil.example');
    expect(new URL(addressWithoutReferral(at('?ref=A', '//evil.example')), 'https://casino.example').origin).toBe('https://casino.example');
  });

  it('shows the home page for /welcome/{token}', () => {
    expect(addressWithoutReferral(at('?lang=de', '/welcome/P1234567'))).toBe('/?lang=de');
  });
});

describe('classification (REF-02)', () => {
  it('is PROFILE for a P token shorter than 10 characters', () => {
    expect(referralTypeOf('P1234567', null)).toBe('PROFILE');
    expect(referralTypeOf('P12345678', null)).toBe('PROFILE');
    expect(referralTypeOf('P123456789', null)).toBe('AFFILIATE');
    expect(referralTypeOf('p1234567', null)).toBe('AFFILIATE');
  });

  it('is PROFILE for a sharing method starting with raf, whatever the token', () => {
    expect(referralTypeOf('AFF-AURORA-001', 'raf_email')).toBe('PROFILE');
    expect(referralTypeOf('AFF-AURORA-001', 'xraf')).toBe('AFFILIATE');
    expect(referralTypeOf('AFF-AURORA-001', null)).toBe('AFFILIATE');
  });
});

describe('expiry (REF-04)', () => {
  it('keeps a token for 40 days by default, by the absolute difference', () => {
    expect(isReferralExpired(0, 40 * DAY, null)).toBe(false);
    expect(isReferralExpired(0, 40 * DAY + 1, null)).toBe(true);
    expect(isReferralExpired(41 * DAY, 0, null)).toBe(true);
    expect(isReferralExpired(39 * DAY, 0, null)).toBe(false);
  });

  it('uses the configured days', () => {
    expect(isReferralExpired(0, 8 * DAY, 7)).toBe(true);
    expect(isReferralExpired(0, 6 * DAY, 7)).toBe(false);
    expect(isReferralExpired(0, 39 * DAY, 0)).toBe(false);
  });
});

describe('cookie lifetime (REF-05)', () => {
  it('is 3456000 s by default and days × 86400 when configured', () => {
    expect(referralCookieMaxAge(null)).toBe(3_456_000);
    expect(referralCookieMaxAge(10)).toBe(864_000);
    expect(referralCookieMaxAge(Number.NaN)).toBe(3_456_000);
  });
});

describe('referring site (REF-07)', () => {
  const sites = ['https://partner.example'];
  it('does not check while the flag is off', () => {
    expect(passesReferringSiteCheck(false, 'AFFILIATE', '', sites)).toBe(true);
  });

  it("keeps an affiliate's token only from one of its sites, by exact origin", () => {
    expect(passesReferringSiteCheck(true, 'AFFILIATE', 'https://partner.example/casino-reviews?id=1', sites)).toBe(true);
    expect(passesReferringSiteCheck(true, 'AFFILIATE', 'https://partner.example.evil.test/', sites)).toBe(false);
    expect(passesReferringSiteCheck(true, 'AFFILIATE', 'http://partner.example/', sites)).toBe(false);
    expect(passesReferringSiteCheck(true, 'AFFILIATE', '', sites)).toBe(false);
    expect(passesReferringSiteCheck(true, 'AFFILIATE', 'not a url', sites)).toBe(false);
  });

  it("never checks a player's own referral", () => {
    expect(passesReferringSiteCheck(true, 'PROFILE', '', sites)).toBe(true);
  });
});

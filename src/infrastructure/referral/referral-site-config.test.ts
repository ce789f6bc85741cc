import { describe, expect, it } from 'vitest';
import { decodeSiteConfig } from '../config/http-site-config-gateway';

describe("the site configuration's referral days (REF-04, REF-05)", () => {
  it('are absent by default, so the rules use 40 days and 3456000 s', () => {
    expect(decodeSiteConfig({})).toMatchObject({ right: { referralTokenExpiryDays: null, referralCookieDays: null } });
  });

  it('take a positive number of days', () => {
    expect(decodeSiteConfig({ referralTokenExpiryDays: 7, referralCookieDays: 0.5 })).toMatchObject({ right: { referralTokenExpiryDays: 7, referralCookieDays: 0.5 } });
  });

  it('ignore a value that is not a usable number of days', () => {
    for (const days of [0, -3, '30', Number.POSITIVE_INFINITY, Number.NaN, 1e9, {}, [40]]) {
      expect(decodeSiteConfig({ referralTokenExpiryDays: days, referralCookieDays: days })).toMatchObject({ right: { referralTokenExpiryDays: null, referralCookieDays: null } });
    }
  });
});

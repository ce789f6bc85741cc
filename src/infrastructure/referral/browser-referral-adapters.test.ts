// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { CookieReferralCookie, REFERRAL_COOKIE } from './cookie-referral-cookie';
import { HistoryAddressBar } from './history-address-bar';
import { LocalStorageReferralStore, REFERRAL_STORAGE_KEYS } from './local-storage-referral-store';

const referral = { token: 'AFF-AURORA-001', type: 'AFFILIATE', affiliateId: '77', sharingMethod: 'newsletter', storedAt: 1_700_000_000_000 } as const;
const cookieValue = (name: string) => document.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`))?.slice(name.length + 1);

afterEach(() => {
  localStorage.clear();
  document.cookie = `${REFERRAL_COOKIE}=; Max-Age=0; Path=/`;
});

describe('LocalStorageReferralStore (REF-03)', () => {
  it('writes the five keys and reads them back', () => {
    const store = new LocalStorageReferralStore();
    store.write(referral);
    expect(Object.fromEntries(Object.values(REFERRAL_STORAGE_KEYS).map((key) => [key, localStorage.getItem(key)]))).toEqual({
      'referral.affiliate': 'AFF-AURORA-001',
      'referral.type': 'AFFILIATE',
      'referral.timestamp': '1700000000000',
      'referral.affiliateId': '77',
      'referral.sharingMethod': 'newsletter',
    });
    expect(store.read()).toEqual(referral);
  });

  it('removes an absent affiliate id or sharing method rather than writing "null"', () => {
    const store = new LocalStorageReferralStore();
    store.write(referral);
    store.write({ ...referral, affiliateId: null, sharingMethod: null });
    expect(localStorage.getItem('referral.affiliateId')).toBeNull();
    expect(store.read()).toEqual({ ...referral, affiliateId: null, sharingMethod: null });
  });

  it('reads nothing from values another script left malformed', () => {
    const store = new LocalStorageReferralStore();
    const tamper: [string, string][] = [
      ['referral.affiliate', 'a;b'],
      ['referral.affiliate', '<img src=x onerror=alert(1)>'],
      ['referral.type', 'ADMIN'],
      ['referral.timestamp', 'soon'],
      ['referral.timestamp', '1e400'],
      ['referral.affiliateId', 'x\r\ny'],
      ['referral.sharingMethod', 'x'.repeat(10_240)],
    ];
    for (const [key, value] of tamper) {
      store.write(referral);
      localStorage.setItem(key, value);
      expect(store.read(), `${key}=${value.slice(0, 20)}`).toBeNull();
    }
  });

  it('forgets every key', () => {
    const store = new LocalStorageReferralStore();
    store.write(referral);
    store.clear();
    expect(store.read()).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});

describe('CookieReferralCookie (REF-05)', () => {
  it('sets and clears the referral cookie', () => {
    const cookie = new CookieReferralCookie();
    cookie.write('AFF-AURORA-001', 3_456_000);
    expect(cookieValue(REFERRAL_COOKIE)).toBe('AFF-AURORA-001');
    cookie.clear();
    expect(cookieValue(REFERRAL_COOKIE)).toBeUndefined();
  });

  it('never writes a value that could add an attribute or another cookie', () => {
    const cookie = new CookieReferralCookie();
    for (const value of ['a; Domain=evil.test', 'a\r\nSet-Cookie: sid=1', 'a,b=c']) cookie.write(value, 60);
    expect(cookieValue(REFERRAL_COOKIE)).toBeUndefined();
    expect(document.cookie).not.toContain('evil');
  });
});

describe('HistoryAddressBar', () => {
  it('replaces the address, keeping the history entry and its state', () => {
    window.history.replaceState({ usr: null, key: 'k1', idx: 0 }, '', '/casino?ref=A#top');
    const entries = window.history.length;
    new HistoryAddressBar().replace('/casino');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/casino#top');
    expect(window.history.state).toEqual({ usr: null, key: 'k1', idx: 0 });
    expect(window.history.length).toBe(entries);
  });
});

import { describe, expect, it } from 'vitest';
import { cashierPageOf } from './cashier-pages';
import { filterFromSearch, filterToSearch, isoDay, pageCountOf } from './history';
import { paymentRegionOf, withdrawalGroupsQuery } from './payments';
import { withdrawOptionsOf } from './withdraw-options';

const group = (code: string) => ({ code, name: code, methods: [] });
const search = (query: string) => new URLSearchParams(query);

describe('withdraw options (CASH-04)', () => {
  it('offers a bank transfer only with a CBT group and a linked account', () => {
    expect(withdrawOptionsOf([group('CARD'), group('CBT')], ['acc-1']).bankTransfer).toBe(true);
    expect(withdrawOptionsOf([group('CARD'), group('CBT')], []).bankTransfer).toBe(false);
    expect(withdrawOptionsOf([group('CARD')], ['acc-1']).bankTransfer).toBe(false);
  });

  it('offers a transfer to a player whenever a TTP group exists', () => {
    expect(withdrawOptionsOf([group('TTP')], []).playerTransfer).toBe(true);
    expect(withdrawOptionsOf([group('CARD'), group('CBT')], ['acc-1']).playerTransfer).toBe(false);
  });
});

describe('the method groups query (CASH-03)', () => {
  it('places the player by the subdivision of their address, else its country, else where the site located them', () => {
    expect(paymentRegionOf({ countryCode: 'ES', subdivision: 'ES-MD' }, null)).toBe('ES-MD');
    expect(paymentRegionOf({ countryCode: 'mt', subdivision: null }, null)).toBe('MT');
    expect(paymentRegionOf({ countryCode: null, subdivision: 'nonsense' }, { country: 'GB', subdivision: 'GB-LND' })).toBe('GB-LND');
    expect(paymentRegionOf({ countryCode: null, subdivision: null }, null)).toBeNull();
  });

  it('asks for withdrawal groups with the brand, channel, profile, currency and region', () => {
    expect(withdrawalGroupsQuery({ cp: ['STANDARD'], ct: 'VIP', ftd: true }, { currency: 'EUR', region: 'MT-01' }, { brand: 'demo', channel: 'MOBILE' })).toEqual({
      brand: 'demo',
      channel: 'MOBILE',
      cp: ['STANDARD'],
      ct: 'VIP',
      currency: 'EUR',
      paymentType: 'W',
      region: 'MT-01',
    });
  });
});

describe('cashier pages (CASH-01)', () => {
  it.each([
    ['/account/cashier/deposit', { operation: 'deposit', method: 'card' }],
    ['/account/cashier/deposit/confirm/dep_1', { operation: 'deposit', method: 'card' }],
    ['/account/cashier/deposit/bank', { operation: 'deposit', method: 'bank' }],
    ['/account/cashier/deposit/ewallet', { operation: 'deposit', method: 'ewallet' }],
    ['/account/cashier/withdraw', { operation: 'withdraw', page: 'card' }],
    ['/account/cashier/withdraw/', { operation: 'withdraw', page: 'card' }],
    ['/account/cashier/withdraw/cbt', { operation: 'withdraw', page: 'cbt' }],
    ['/account/cashier/withdraw/ttp', { operation: 'withdraw', page: 'ttp' }],
  ])('%s', (path, page) => expect(cashierPageOf(path)).toEqual(page));

  it.each(['/account/cashier', '/account/cashier/refund', '/account/cashier/withdraw/cbt/extra', '/account/cashier/deposit/confirm', '/account/cashier/deposit/paypal', '/account/cashier/deposit/bank/x', '/sports'])(
    '%s is not a cashier page',
    (path) => expect(cashierPageOf(path)).toBeNull(),
  );
});

describe('the history filter in the address', () => {
  it('reads kinds, an inclusive date range and a page', () => {
    expect(filterFromSearch(search('kind=deposit,bet&from=2026-11-01&to=2026-11-30&page=2'))).toEqual({
      kinds: ['deposit', 'bet'],
      from: '2026-11-01',
      to: '2026-11-30',
      page: 2,
    });
  });

  it('ignores what the platform would refuse: unknown kinds, impossible days, bad pages; swaps a reversed range', () => {
    expect(filterFromSearch(search('kind=deposit,steal&from=2026-02-30&to=tomorrow&page=-1'))).toEqual({ kinds: ['deposit'], from: null, to: null, page: 1 });
    expect(filterFromSearch(search('from=2026-11-30&to=2026-11-01&page=1.5'))).toEqual({ kinds: [], from: '2026-11-01', to: '2026-11-30', page: 1 });
  });

  it('writes back what it reads, leaving out the defaults', () => {
    const filter = { kinds: ['withdrawal' as const], from: '2026-11-01', to: null, page: 3 };
    expect(filterToSearch(filter)).toBe('?kind=withdrawal&from=2026-11-01&page=3');
    expect(filterFromSearch(search(filterToSearch(filter)))).toEqual(filter);
    expect(filterToSearch({ kinds: [], from: null, to: null, page: 1 })).toBe('');
  });

  it('knows real days and counts pages', () => {
    expect(isoDay('2028-02-29')).toBe('2028-02-29');
    expect(isoDay('2026-02-29')).toBeNull();
    expect(pageCountOf({ total: 41, pageSize: 20 })).toBe(3);
    expect(pageCountOf({ total: 0, pageSize: 20 })).toBe(1);
  });
});

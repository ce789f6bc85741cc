// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sourceKey } from './client-source.ts';

describe('sourceKey (what rate limits and login failures count a client under)', () => {
  it('keys an IPv4 address by the address', () => {
    expect(sourceKey('127.0.0.1')).toBe('127.0.0.1');
    expect(sourceKey('192.0.2.7')).toBe('192.0.2.7');
    expect(sourceKey('192.0.2.8')).not.toBe(sourceKey('192.0.2.7'));
  });

  it('keys an IPv4-mapped IPv6 address by its IPv4 address', () => {
    expect(sourceKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(sourceKey('::FFFF:127.0.0.1')).toBe('127.0.0.1');
    expect(sourceKey('::ffff:c000:207')).toBe('192.0.2.7');
    expect(sourceKey('0:0:0:0:0:ffff:c000:0208')).toBe('192.0.2.8');
  });

  it('keys every address of one IPv6 /64 the same, in any spelling', () => {
    const addresses = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:fffe',
      '2001:0DB8:0001:0002:0000:0000:0000:0001',
      '2001:db8:1:2:a:b:c:d%eth0',
      '2001:db8:1:2:0:0:192.0.2.1',
    ];
    expect(new Set(addresses.map(sourceKey))).toEqual(new Set(['2001:db8:1:2::/64']));
  });

  it('keys different IPv6 /64s apart', () => {
    expect(sourceKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(sourceKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(sourceKey('::1')).toBe('0:0:0:0::/64');
    expect(sourceKey('fe80::1')).not.toBe(sourceKey('fe81::1'));
  });

  it('keeps anything that is not an address as it is', () => {
    expect(sourceKey('not-an-address')).toBe('not-an-address');
    expect(sourceKey('')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { rateLimitAddress } from './client-address';

describe('rateLimitAddress', () => {
  it('counts an IPv6 client by its /64 prefix, however the address is written', () => {
    const prefix = '2001:db8:85a3:42::/64';
    for (const ip of [
      '2001:db8:85a3:42::1',
      '2001:0db8:85a3:0042:ffff:ffff:ffff:ffff',
      '2001:DB8:85A3:42:1:2:3:4',
      '2001:db8:85a3:42::1%eth0',
      '2001:db8:85a3:42:0:0:1.2.3.4',
    ]) {
      expect(rateLimitAddress(ip), ip).toBe(prefix);
    }
    expect(rateLimitAddress('2001:db8:85a3:43::1')).toBe('2001:db8:85a3:43::/64');
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitAddress('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address, and IPv4 as itself', () => {
    expect(rateLimitAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitAddress('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(rateLimitAddress('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitAddress('203.0.113.7')).toBe('203.0.113.7');
  });

  it('leaves anything else as it is', () => {
    expect(rateLimitAddress('')).toBe('');
    expect(rateLimitAddress('not an address')).toBe('not an address');
  });
});

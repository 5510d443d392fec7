import { describe, expect, it } from 'vitest';
import { addressKey } from '../../../server/security/address-key';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    for (const ip of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0000:0000:0000:0001',
      '2001:db8:1:2::1.2.3.4',
      'fe80::1%eth0'.replace('fe80::1', '2001:db8:1:2::9'),
    ]) {
      expect(addressKey(ip)).toBe('2001:db8:1:2::/64');
    }
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('counts an IPv4 address written as IPv6 as the IPv4 address', () => {
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('::FFFF:c633:6407')).toBe('198.51.100.7');
    expect(addressKey('64:ff9b::198.51.100.7')).toBe('198.51.100.7');
  });

  it('keeps what is not an address as given', () => {
    expect(addressKey('')).toBe('');
    expect(addressKey('unknown')).toBe('unknown');
  });
});

import { describe, expect, it } from '@jest/globals';
import { clientAddressKey } from './client-address';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address, and the IPv4 address inside an IPv4-mapped IPv6 one', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client, and other /64s apart', () => {
    expect(
      [
        '2001:db8:1:2::1',
        '2001:db8:1:2:ffff:ffff:ffff:fffe',
        '2001:0DB8:0001:0002:0:0:0:9',
        '2001:db8:1:2:a::%eth0',
        '2001:db8:1:2::192.0.2.1',
      ].map(clientAddressKey),
    ).toEqual(Array(5).fill('2001:db8:1:2::/64'));
    expect(clientAddressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });
});

/**
 * The address a client is counted under (rate limits, login throttle, open streams). An IPv4 address is
 * itself; an IPv6 address is its /64: one subscriber gets a whole /64 from their provider and picks any
 * address in it, so counting single IPv6 addresses would give one attacker 2^64 budgets.
 */
import { isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a trailing dotted IPv4 as two groups). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parse = (part: string): number[] => {
    if (part === '') return [];
    return part.split(':').flatMap((group) => {
      if (!group.includes('.')) return [Number.parseInt(group, 16)];
      const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
      return [(a << 8) | b, (c << 8) | d];
    });
  };
  const first = parse(head);
  if (tail === undefined) return first;
  const last = parse(tail);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

export function clientAddressKey(ip: string): string {
  const address = ip.split('%')[0] ?? ip; // a zone id (fe80::1%eth0) names an interface, not a client
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address.toLowerCase());
  // An IPv4 client seen through a dual-stack socket (::ffff:192.0.2.1) is that IPv4 address.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

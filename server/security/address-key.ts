import { isIPv4, isIPv6 } from 'node:net';

/**
 * SECURITY 32: what every per-address counter counts a client by. An IPv4 address as it is; an
 * IPv6 address by its /64, the block a provider gives one home or one host (a host holding a /64
 * would otherwise have billions of addresses to spread its attempts over); an IPv4 address
 * written as IPv6 (`::ffff:198.51.100.7`, as a dual-stack socket reports IPv4 clients, or the
 * NAT64 prefix `64:ff9b::/96`) as that IPv4 address. Anything else (no address) as given.
 */
export function addressKey(ip: string): string {
  // A zone (`fe80::1%eth0`) names the server's interface, not the client.
  const address = ip.split('%')[0] ?? ip;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return ip;
  const groups = hextets(address);
  const [, , , , , sixth = 0, seventh = 0, eighth = 0] = groups;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && sixth === 0xffff;
  const nat64 =
    groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0);
  if (mapped || nat64) {
    return [seventh >> 8, seventh & 0xff, eighth >> 8, eighth & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, whichever way it is written. */
function hextets(address: string): number[] {
  let text = address.toLowerCase();
  // A dotted IPv4 tail stands for the last two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const zeros = tail === undefined ? 0 : 8 - front.length - back.length;
  return [...front, ...Array<number>(zeros).fill(0), ...back];
}

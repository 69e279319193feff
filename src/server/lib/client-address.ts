import { isIPv4, isIPv6 } from 'node:net';

// Which bucket a client's network address is counted in by the rate limits. An IPv6 network hands each
// subscriber at least a /64 (2^64 addresses it can use freely), so counting single IPv6 addresses would give one
// client unlimited buckets: the /64 is counted instead. An IPv4 client seen through an IPv6 socket
// (::ffff:a.b.c.d) is counted as a.b.c.d.

/** The 8 hextets of an IPv6 address (a trailing dotted IPv4 part becomes the last two). */
function hextets(ip: string): number[] {
  let text = ip;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((h) => Number.parseInt(h, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** The rate-limit bucket of a client address: itself for IPv4, its /64 for IPv6 (IPv4-mapped ones as IPv4). */
export function rateLimitAddress(ip: string): string {
  const bare = ip.replace(/%.*$/, '');
  if (!isIPv6(bare)) return ip;
  const groups = hextets(bare.toLowerCase());
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    const v4 = [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
    if (isIPv4(v4)) return v4;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

import net from 'node:net';

/**
 * Addresses the server must never fetch on a staff member's say-so (SSRF): its own loopback,
 * the private networks it sits in, link-local (cloud metadata at 169.254.169.254 and
 * fd00:ec2::254 included), carrier-grade NAT (Alibaba's metadata), and the unroutable rest.
 */
const BLOCKED = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  BLOCKED.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128], // unspecified
  ['::1', 128],
  ['fc00::', 7], // unique local (AWS metadata fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local, deprecated but routable inside some networks
  ['ff00::', 8], // multicast
  ['2001:db8::', 32], // documentation
  ['100::', 64], // discard
] as const) {
  BLOCKED.addSubnet(prefix, bits, 'ipv6');
}

const LOOPBACK = new net.BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * The IPv4 address an IPv6 one carries (IPv4-mapped ::ffff:a.b.c.d, IPv4-compatible ::a.b.c.d,
 * NAT64 64:ff9b::/96, 6to4 2002:AABB:CCDD::/48): a route to that IPv4 host, checked as one.
 */
function embeddedIpv4(address: string): string | undefined {
  const words = expandIpv6(address);
  if (!words) return undefined;
  const v4 = (hi: number, lo: number) => [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
  const zeros = (from: number, to: number) => words.slice(from, to).every((w) => w === 0);
  if (zeros(0, 5) && (words[5] === 0xffff || words[5] === 0) && !zeros(6, 8)) return v4(words[6], words[7]);
  if (words[0] === 0x64 && words[1] === 0xff9b && zeros(2, 6)) return v4(words[6], words[7]);
  if (words[0] === 0x2002) return v4(words[1], words[2]);
  return undefined;
}

/** Eight 16-bit words of an IPv6 address (dotted IPv4 tail included), or undefined. */
function expandIpv6(address: string): number[] | undefined {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const parts = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((parts[0] << 8) | parts[1]).toString(16)}:${((parts[2] << 8) | parts[3]).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const words = (part: string | undefined) => (part ? part.split(':').map((w) => parseInt(w, 16)) : []);
  const left = words(head);
  const right = words(tail);
  const fill = text.includes('::') ? 8 - left.length - right.length : 0;
  const all = [...left, ...Array<number>(Math.max(fill, 0)).fill(0), ...right];
  return all.length === 8 && all.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffff) ? all : undefined;
}

export interface AddressPolicy {
  /** Loopback is the developer's own machine: allowed only when the server is told so. */
  readonly allowLoopback: boolean;
}

/** Whether `address` (an IP literal) is this machine's loopback: a developer's own applet. */
export function isLoopbackAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  if (LOOPBACK.check(address, family === 4 ? 'ipv4' : 'ipv6')) return true;
  const v4 = family === 6 ? embeddedIpv4(address) : undefined;
  return v4 !== undefined && isLoopbackAddress(v4);
}

/** Whether the server may connect to `address` (an IP literal) under `policy`. */
export function isAllowedAddress(address: string, policy: AddressPolicy): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (policy.allowLoopback && LOOPBACK.check(address, type)) return true;
  if (type === 'ipv6') {
    const v4 = embeddedIpv4(address);
    if (v4 !== undefined) return isAllowedAddress(v4, policy);
  }
  return !BLOCKED.check(address, type);
}

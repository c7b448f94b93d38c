import { isIPv4, isIPv6 } from 'node:net';

/**
 * The "source" sign-in throttling counts by: an IPv4 address, or the /64 network of an IPv6
 * one. One IPv6 host usually holds a whole /64, so counting single addresses would give an
 * attacker 2^64 fresh budgets. IPv4-mapped IPv6 ("::ffff:1.2.3.4") is the IPv4 address.
 */
export function throttleSource(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, lower-case, without leading zeros. */
function expandIPv6(ip: string): string[] {
  let address = ip.split('%')[0].toLowerCase();
  // A trailing dotted IPv4 part stands for the last two groups.
  const v4 = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (v4) {
    const [a, b, c, d] = v4[1].split('.').map(Number);
    address = `${address.slice(0, -v4[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => parseInt(group, 16).toString(16));
}

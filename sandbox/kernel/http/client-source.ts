import type { FastifyRequest } from 'fastify';
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address;
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1] !== undefined) {
    if (!isIPv4(dotted[1])) return null;
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    tail.push((a << 8) | b, (c << 8) | d);
    text = text.slice(0, -dotted[1].length);
    // `::ffff:1.2.3.4` leaves `::ffff:`; `::1.2.3.4` leaves `::`.
    if (text.endsWith(':') && !text.endsWith('::')) text = text.slice(0, -1);
  }
  const parse = (part: string): number[] => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)));
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = parse(halves[0] ?? '');
  const rest = halves.length === 2 ? parse(halves[1] ?? '') : [];
  const given = head.length + rest.length + tail.length;
  const groups = halves.length === 2 ? [...head, ...Array<number>(8 - given).fill(0), ...rest, ...tail] : [...head, ...tail];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}

/**
 * The key a client address is counted under (rate limits, login failures, proven sources): an IPv4
 * address as it is; an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, what a dual-stack socket
 * reports for an IPv4 client) as that IPv4 address; any other IPv6 address by its /64
 * (`2001:db8:1:2::/64`), the smallest block a provider gives one customer, so a client cannot get
 * a fresh bucket per address out of the 2^64 its network holds. Anything else (not an address) as it is.
 */
export function sourceKey(address: string): string {
  const unzoned = address.trim().toLowerCase().replace(/%.*$/, '');
  if (isIPv4(unzoned)) return unzoned;
  if (!isIPv6(unzoned)) return address;
  const groups = ipv6Groups(unzoned);
  if (groups === null) return address;
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.');
  }
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

/** The source of a request: the key of the client address Fastify sees (there is no proxy). */
export const clientSource = (request: FastifyRequest): string => sourceKey(request.ip);

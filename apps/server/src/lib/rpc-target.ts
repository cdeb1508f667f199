/**
 * Guard for user-given RPC URLs (DESIGN.md 3, no SSRF): only http(s), and unless the operator
 * allows it, no private, loopback, link-local or otherwise non-public address. The hostname is
 * resolved and every address is checked (IPv4 and IPv6, including IPv4 embedded in IPv6).
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { AppError } from './errors.ts';

type Cidr = [bytes: number[], prefix: number];

const V4_BLOCKED: Cidr[] = [
  [[0, 0, 0, 0], 8], // "this" network
  [[10, 0, 0, 0], 8],
  [[100, 64, 0, 0], 10], // carrier-grade NAT
  [[127, 0, 0, 0], 8],
  [[169, 254, 0, 0], 16], // link-local (cloud metadata lives here)
  [[172, 16, 0, 0], 12],
  [[192, 0, 0, 0], 24],
  [[192, 0, 2, 0], 24],
  [[192, 168, 0, 0], 16],
  [[198, 18, 0, 0], 15],
  [[198, 51, 100, 0], 24],
  [[203, 0, 113, 0], 24],
  [[224, 0, 0, 0], 4], // multicast
  [[240, 0, 0, 0], 4], // reserved, broadcast
];

const V6_BLOCKED: Cidr[] = [
  [[...Array(16).fill(0)], 128], // ::
  [[...Array(15).fill(0), 1], 128], // ::1
  [[0x01, 0, 0, 0, 0, 0, 0, 0], 64], // discard-only
  [[0x20, 0x01, 0x0d, 0xb8], 32], // documentation
  [[0xfc], 7], // unique local
  [[0xfe, 0x80], 10], // link-local
  [[0xfe, 0xc0], 10], // site-local (deprecated)
  [[0xff], 8], // multicast
];

function inCidr(bytes: number[], [net, prefix]: Cidr): boolean {
  for (let bit = 0; bit < prefix; bit++) {
    const i = bit >> 3;
    const mask = 0x80 >> (bit & 7);
    if (((bytes[i] ?? 0) & mask) !== ((net[i] ?? 0) & mask)) return false;
  }
  return true;
}

function parseV4(ip: string): number[] {
  return ip.split('.').map(Number);
}

/** Expands any IPv6 text form (with `::` and a dotted IPv4 tail) into 16 bytes. */
function parseV6(ip: string): number[] {
  let text = ip.split('%')[0]!.toLowerCase();
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const [a, b, c, d] = parseV4(dotted[1]!);
    text = text.slice(0, -dotted[1]!.length) + `${((a! << 8) | b!).toString(16)}:${((c! << 8) | d!).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = tail === undefined ? h : [...h, ...Array(8 - h.length - t.length).fill('0'), ...t];
  return groups.flatMap((g) => {
    const n = parseInt(g, 16);
    return [n >> 8, n & 0xff];
  });
}

/** IPv4 addresses carried inside an IPv6 address (mapped, compatible, NAT64, 6to4). */
function embeddedV4(b: number[]): number[] | null {
  const zeros = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  if (zeros(0, 10) && b[10] === 0xff && b[11] === 0xff) return b.slice(12); // ::ffff:a.b.c.d
  if (zeros(0, 12) && !zeros(12, 16)) return b.slice(12); // ::a.b.c.d (deprecated compatible)
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(4, 12)) return b.slice(12); // 64:ff9b::/96
  if (b[0] === 0x20 && b[1] === 0x02) return b.slice(2, 6); // 2002::/16 (6to4)
  return null;
}

/** True for any address that is not a public unicast address. */
export function isNonPublicAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 4) return V4_BLOCKED.some((c) => inCidr(parseV4(ip), c));
  if (family === 6) {
    const bytes = parseV6(ip);
    const v4 = embeddedV4(bytes);
    if (v4 && V4_BLOCKED.some((c) => inCidr(v4, c))) return true;
    return V6_BLOCKED.some((c) => inCidr(bytes, c));
  }
  return true; // not an address at all: refuse rather than guess
}

export type Resolve = (hostname: string) => Promise<string[]>;

const DNS_TIMEOUT_MS = 3000;

/** Every address of a name (A and AAAA), or an error after a few seconds without an answer. */
export const resolveHost: Resolve = async (hostname) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`DNS lookup of ${hostname} timed out`)), DNS_TIMEOUT_MS);
  });
  try {
    const answers = await Promise.race([lookup(hostname, { all: true, verbatim: true }), timeout]);
    return answers.map((a) => a.address);
  } finally {
    clearTimeout(timer);
  }
};
const systemResolve = resolveHost;

/**
 * Throws an AppError (400/403) unless `url` is an http(s) URL whose every resolved address is
 * public (or the operator allows private targets). Returns the normalised URL.
 */
export async function assertPublicRpcTarget(
  url: string,
  { allowPrivate, resolve = systemResolve }: { allowPrivate: boolean; resolve?: Resolve },
): Promise<string> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new AppError('RPC_URL_INVALID');
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.username || parsed.password) {
    throw new AppError('RPC_URL_INVALID');
  }
  if (allowPrivate) return parsed.toString();
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new AppError('RPC_URL_UNRESOLVABLE');
    }
  }
  if (addresses.length === 0) throw new AppError('RPC_URL_UNRESOLVABLE');
  if (addresses.some(isNonPublicAddress)) throw new AppError('PRIVATE_RPC_NOT_ALLOWED');
  return parsed.toString();
}

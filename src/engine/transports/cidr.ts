import { isIP } from 'node:net';

/**
 * IP addresses as 128-bit numbers, IPv4 mapped into ::ffff:0:0/96, so that one comparison covers
 * both families and an IPv4-mapped IPv6 address cannot slip past an IPv4 rule.
 */
const V4_MAPPED = 0xffffn << 32n;

export interface Cidr {
  text: string;
  base: bigint;
  /** Prefix length in the 128-bit space. */
  bits: number;
}

/** Strips brackets and an IPv6 zone, so "[fe80::1%eth0]" reads as "fe80::1". */
export function bareIp(host: string): string {
  return host.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
}

export function ipToBigInt(ip: string): bigint | null {
  const bare = bareIp(ip);
  const family = isIP(bare);
  if (family === 4) return V4_MAPPED | v4ToBigInt(bare);
  if (family === 6) return v6ToBigInt(bare);
  return null;
}

function v4ToBigInt(ip: string): bigint {
  return ip.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

function v6ToBigInt(ip: string): bigint {
  let text = ip.toLowerCase();
  // A dotted IPv4 tail ("::ffff:1.2.3.4") becomes two hextets.
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const v4 = v4ToBigInt(tail[1]!);
    text = `${text.slice(0, tail.index)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const missing = rest === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array<string>(missing).fill('0'), ...right];
  return groups.reduce((acc, g) => (acc << 16n) | BigInt(parseInt(g || '0', 16)), 0n);
}

/** Parses "10.0.0.0/8", "fd00::/8" or a single address; null when it is neither. */
export function parseCidr(text: string): Cidr | null {
  const [ip, len] = text.trim().split('/') as [string, string | undefined];
  const family = isIP(bareIp(ip));
  if (!family) return null;
  const max = family === 4 ? 32 : 128;
  const prefix = len === undefined ? max : Number(len);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > max || (len !== undefined && !/^\d+$/.test(len))) return null;
  const bits = family === 4 ? 96 + prefix : prefix;
  const value = ipToBigInt(ip)!;
  return { text: text.trim(), base: value & mask(bits), bits };
}

const ALL = (1n << 128n) - 1n;
const mask = (bits: number) => (bits === 0 ? 0n : (ALL << BigInt(128 - bits)) & ALL);

export function cidrContains(cidr: Cidr, ip: string): boolean {
  const value = ipToBigInt(ip);
  return value !== null && (value & mask(cidr.bits)) === cidr.base;
}

export const cidrs = (...texts: string[]): Cidr[] => texts.map((t) => parseCidr(t)!);

export const LOOPBACK = cidrs('127.0.0.0/8', '::1/128');
export const isLoopback = (ip: string) => LOOPBACK.some((c) => cidrContains(c, ip));

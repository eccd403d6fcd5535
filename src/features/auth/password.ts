import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;
// scrypt at N=2^15, r=8 (~32 MiB, ~60 ms here); the parameters live in the hash so they can rise later.
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 256 * 1024 * 1024 };

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, 64, SCRYPT_PARAMS);
  return `scrypt$${SCRYPT_PARAMS.N}$${SCRYPT_PARAMS.r}$${SCRYPT_PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT_PARAMS.maxmem,
  });
  return timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | null = null;

/**
 * Checks a password for an account that may not exist. Without an account the same scrypt work
 * is done against a decoy hash, so the answer takes as long for an unknown e-mail as for a known one.
 */
export async function verifyPasswordOrDecoy(password: string, stored: string | null | undefined): Promise<boolean> {
  if (stored) return verifyPassword(password, stored);
  decoy ??= hashPassword('decoy password, never matches');
  await verifyPassword(password, await decoy);
  return false;
}

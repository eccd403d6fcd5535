import * as crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';

vi.mock('node:crypto', async (original) => {
  const real = await original<typeof import('node:crypto')>();
  return { ...real, scrypt: vi.fn(real.scrypt) };
});

const { hashPassword, verifyPasswordOrDecoy } = await import('./password');
const scrypt = vi.mocked(crypto.scrypt);

describe('verifyPasswordOrDecoy', () => {
  it('does one scrypt whether or not the account exists, and only the right password matches', async () => {
    const stored = await hashPassword('correct horse battery');
    await verifyPasswordOrDecoy('warm-up', null); // builds the decoy once

    scrypt.mockClear();
    expect(await verifyPasswordOrDecoy('guess', null)).toBe(false);
    const unknown = scrypt.mock.calls.length;
    scrypt.mockClear();
    expect(await verifyPasswordOrDecoy('guess', stored)).toBe(false);
    const known = scrypt.mock.calls.length;

    expect(unknown).toBe(1);
    expect(known).toBe(1);
    // Same cost parameters, so the same work: the decoy is hashed like a real password.
    expect(scrypt.mock.calls[0]![3]).toEqual((await import('./password')).SCRYPT_PARAMS);
    expect(await verifyPasswordOrDecoy('correct horse battery', stored)).toBe(true);
  });
});

import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Encryption at rest for the workspace's model key (AES-256-GCM). The key comes from
 * REHEARSE_SECRET_KEY, or else from a random key kept in the data folder, created on first use.
 * Kept behind encryptSecret/decryptSecret so the app-wide secrets module can replace it with
 * one import.
 */
let cachedKey: Buffer | null = null;

function secretKey(): Buffer {
  if (cachedKey) return cachedKey;
  let material = process.env.REHEARSE_SECRET_KEY;
  if (!material) {
    const file = path.resolve(process.env.REHEARSE_DATA_DIR ?? '.rehearse', 'secret.key');
    try {
      material = readFileSync(file, 'utf8').trim();
    } catch {
      mkdirSync(path.dirname(file), { recursive: true });
      material = randomBytes(32).toString('base64');
      try {
        writeFileSync(file, material, { mode: 0o600, flag: 'wx' });
      } catch {
        material = readFileSync(file, 'utf8').trim(); // another process created it first
      }
    }
  }
  cachedKey = createHash('sha256').update(material).digest();
  return cachedKey;
}

export function encryptSecret(plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

export function decryptSecret(stored: string): string {
  if (!stored.startsWith('v1:')) throw new Error('Unknown secret format');
  const raw = Buffer.from(stored.slice(3), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', secretKey(), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

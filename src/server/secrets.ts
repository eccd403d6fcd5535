import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import path from 'node:path';
import { customType } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { readOrCreatePrivateFile } from './private-file';

/**
 * Secrets at rest (agent bearer tokens, API keys of providers): AES-256-GCM with one key per
 * installation. Stored as `enc:v1:<base64url of iv | tag | ciphertext>`; a value without the
 * prefix is a row written before encryption existed and reads as it is until migrated.
 */
const PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

let key: Buffer | null = null;

export const SECRET_KEY_MESSAGE = 'REHEARSE_SECRET_KEY must be 32 bytes written as 64 hex characters or base64 (e.g. `openssl rand -hex 32`).';

export function parseSecretKey(text: string): Buffer {
  const trimmed = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (bytes.length !== 32) throw new Error(SECRET_KEY_MESSAGE);
  return bytes;
}

/** The key from REHEARSE_SECRET_KEY, else one generated once into the data folder (owner-only). */
export function configureSecretKey(fromEnv: string | undefined, dataDir: string) {
  key = parseSecretKey(fromEnv ?? readOrCreatePrivateFile(path.join(dataDir, 'secret-key')));
}

function currentKey(): Buffer {
  if (!key) throw new Error('The secret key is not configured yet (configureSecretKey runs at start).');
  return key;
}

export const isEncrypted = (value: string) => value.startsWith(PREFIX);

export function encryptSecret(plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', currentKey(), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function decryptSecret(stored: string): string {
  if (!isEncrypted(stored)) return stored;
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', currentKey(), raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new Error('A stored secret cannot be decrypted with this installation\'s key: every server and worker must share the same REHEARSE_SECRET_KEY.');
  }
}

/**
 * A text column whose values are encrypted on the way into Postgres and decrypted on the way
 * out, so features read and write plain strings and never store one. The SQL type stays `text`.
 */
export const encryptedText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: (value) => encryptSecret(value),
  fromDriver: (value) => decryptSecret(value),
});

/** Encrypts rows written before encryption existed; conditional, so concurrent starts are harmless. */
export async function encryptPlainSecrets(pool: pg.Pool, table: string, keyColumn: string, column: string) {
  const id = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const { rows } = await pool.query<{ k: string; v: string }>(
    `select ${id(keyColumn)}::text as k, ${id(column)} as v from ${id(table)} where ${id(column)} is not null and ${id(column)} not like 'enc:v1:%'`,
  );
  for (const row of rows) {
    await pool.query(`update ${id(table)} set ${id(column)} = $1 where ${id(keyColumn)}::text = $2 and ${id(column)} = $3`, [encryptSecret(row.v), row.k, row.v]);
  }
  return rows.length;
}

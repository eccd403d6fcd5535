import fs from 'node:fs';
import pg from 'pg';
import { readOrCreatePrivateFile } from '../private-file';

/** Installations made before passwords were generated all used this one. */
const LEGACY_PASSWORD = 'rehearse';

async function tryConnect(port: number, password: string): Promise<pg.Client | null> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  client.on('error', () => {});
  try {
    await client.connect();
    return client;
  } catch (error) {
    if ((error as { code?: string }).code === '28P01') return null; // wrong password
    throw error;
  }
}

/**
 * Moves an older installation off the shared fixed password. The new one is written to a
 * pending file first, so a crash between ALTER and rename is recovered on the next start.
 */
export async function migrateLegacyPassword(port: number, passwordFile: string, log: (line: string) => void): Promise<string> {
  const pendingFile = `${passwordFile}.pending`;
  const next = readOrCreatePrivateFile(pendingFile);
  const legacy = await tryConnect(port, LEGACY_PASSWORD);
  if (legacy) {
    try {
      await legacy.query(`alter user postgres with password '${next.replaceAll("'", "''")}'`);
    } finally {
      await legacy.end().catch(() => {});
    }
    log(`Gave the embedded Postgres a password of its own (kept in ${passwordFile}).`);
  } else {
    const already = await tryConnect(port, next);
    if (!already) throw new Error(`The embedded Postgres refuses both the old and the new password; restore ${passwordFile} or set DATABASE_URL.`);
    await already.end().catch(() => {});
  }
  fs.renameSync(pendingFile, passwordFile);
  return next;
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export function createDb(url: string, max = 20): Db {
  const pool = new pg.Pool({ connectionString: url, max });
  // When Postgres restarts, every open connection errors. An idle one reports to the pool; a
  // checked-out one (mid-query or mid-transaction) emits on the client itself, and with no
  // listener there that would crash the process. The query in flight rejects on its own.
  pool.on('error', (e) => console.error('[db pool]', e.message));
  pool.on('connect', (client) => client.on('error', () => {}));
  return drizzle(pool, { schema }) as Db;
}

/** Applies committed migrations; an advisory lock lets many processes start at once. */
export async function migrateDb(db: Db) {
  const client = await db.$client.connect();
  try {
    await client.query('select pg_advisory_lock(727274)');
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock(727274)').catch(() => {});
    client.release();
  }
}

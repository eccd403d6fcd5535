import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../src/server/db/embedded';
import { readPostmasterPid } from '../../src/server/db/embedded-leftover';
import { removeDataDir, spawnApp } from '../helpers/app-process';
import { freePort } from '../helpers/free-port';

// A folder made like `mktemp -d`: mode 700, so (as root) the postgres user cannot enter it.
const home = fs.mkdtempSync(path.join(os.tmpdir(), 'rehearse-private-'));
const dataDir = path.join(home, 'data');
afterAll(() => {
  removeDataDir(dataDir);
  fs.rmSync(home, { recursive: true, force: true });
});

async function query<T extends pg.QueryResultRow>(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('the embedded Postgres is the real database', () => {
  it('starts from a private folder, comes back after kill -9, and stops quietly on SIGINT', async () => {
    const pgPort = String(await freePort());
    const env = { REHEARSE_DATA_DIR: dataDir, REHEARSE_PG_PORT: pgPort };

    const first = spawnApp(env, ['--no-worker']);
    const url = await first.url;
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    // A password of its own, readable only by its owner; the server is durable.
    const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
    expect(password).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.statSync(path.join(dataDir, 'pg-password')).mode & 0o077).toBe(0);
    const admin = `postgres://postgres:${password}@127.0.0.1:${pgPort}/postgres`;
    expect(await query(admin, 'show fsync')).toEqual([{ fsync: 'on' }]);
    expect(await query(admin, 'show synchronous_commit')).toEqual([{ synchronous_commit: 'on' }]);
    await expect(query(`postgres://postgres:rehearse@127.0.0.1:${pgPort}/postgres`, 'select 1')).rejects.toThrow(/password/);

    first.child.kill('SIGKILL');
    await first.exited;
    const orphan = readPostmasterPid(fs.realpathSync(path.join(dataDir, 'pg')))!;
    expect(() => process.kill(orphan.pid, 0)).not.toThrow();

    const second = spawnApp(env);
    const url2 = await second.url;
    expect((await fetch(`${url2}/api/health`)).status).toBe(200);
    const notices = second.output().split('\n').filter((l) => l.includes(`Postgres (pid ${orphan.pid})`));
    expect(notices).toHaveLength(1);
    expect(() => process.kill(orphan.pid, 0)).toThrow();

    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
    const after = second.output().split('\n').filter((l) => l.trim() && !l.includes('Stopping the Postgres') && !l.includes('running at') && !l.includes('cannot enter'));
    expect(after).toEqual([]);
  });

  it('names the port and REHEARSE_PG_PORT when something else holds the port', async () => {
    const server = net.createServer().listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const port = (server.address() as net.AddressInfo).port;
    const app = spawnApp({ REHEARSE_DATA_DIR: dataDir, REHEARSE_PG_PORT: String(port) }, ['--no-worker']);
    try {
      expect(await app.exited).toBe(1);
      expect(app.output()).toContain(`Port ${port} is already in use`);
      expect(app.output()).toContain('REHEARSE_PG_PORT');
    } finally {
      server.close();
    }
  });

  it('moves an installation made with the old fixed password onto a generated one', async () => {
    const port = await freePort();
    const lines: string[] = [];
    const log = (l: string) => lines.push(l);
    const db = await startEmbeddedPostgres(dataDir, port, { log });
    await query(db.url, `alter user postgres with password 'rehearse'`);
    await db.stop();
    fs.rmSync(path.join(dataDir, 'pg-password'));

    const again = await startEmbeddedPostgres(dataDir, port, { log });
    try {
      const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
      expect(password).not.toBe('rehearse');
      expect(again.url).toContain(password);
      expect(await query(again.url, 'select 1 as one')).toEqual([{ one: 1 }]);
      expect(lines.filter((l) => l.includes('password of its own'))).toHaveLength(1);
    } finally {
      await again.stop();
    }
  });
});

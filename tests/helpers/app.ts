import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { readEnv } from '../../src/server/config';
import { ensureDatabase } from '../../src/server/db/embedded';
import { startRehearse, type Rehearse } from '../../src/server/start';
import { signUp, type Account } from './api';

export interface TestApp extends Rehearse {
  databaseUrl: string;
}

/** A real Rehearse (HTTP + worker) on a fresh database of the shared test Postgres. */
export async function startTestApp(overrides: Record<string, string> = {}, roles: { http?: boolean; worker?: boolean } = {}): Promise<TestApp> {
  const admin = new URL(inject('adminDatabaseUrl'));
  const name = `t_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(admin.toString(), name);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const env = readEnv({ ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATABASE_URL: url.toString(), ...overrides });
  const app = await startRehearse({ env, ...roles });
  return { ...app, databaseUrl: url.toString() };
}

/** Another process-equivalent on the same database: a worker, a second API server, or both. */
export async function startPeer(databaseUrl: string, roles: { http?: boolean; worker?: boolean }, overrides: Record<string, string> = {}) {
  const env = readEnv({ ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl, ...overrides });
  return startRehearse({ env, ...roles });
}

/** The usual test file's world: one app and one signed-up user, torn down afterwards. */
export function appWithUser(overrides: Record<string, string> = {}) {
  const world = {} as { app: TestApp; user: Account };
  beforeAll(async () => {
    world.app = await startTestApp(overrides);
    world.user = await signUp(world.app.url);
  });
  afterAll(() => world.app?.stop());
  return world;
}

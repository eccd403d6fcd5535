import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/server/db/embedded';
import { freePort } from './free-port';

/**
 * One real Postgres for the whole test run: an external one from TEST_DATABASE_URL, or the
 * embedded one in a temporary directory. Each test file then makes a database of its own.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('adminDatabaseUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rehearse-test-pg-'));
  // A throwaway cluster: durability is traded for speed here, and only here.
  const pg = await startEmbeddedPostgres(dir, await freePort(), { database: 'postgres', throwaway: true });
  project.provide('adminDatabaseUrl', pg.url);
  return async () => {
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

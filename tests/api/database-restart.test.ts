import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../src/server/config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/server/db/embedded';
import { testRunTopic, type TestRunEvent } from '../../src/features/test-runs/events';
import { publish } from '../../src/server/events';
import { startRehearse, type Rehearse } from '../../src/server/start';
import { apiClient, eventually, signUp } from '../helpers/api';
import { removeDataDir } from '../helpers/app-process';
import { freePort } from '../helpers/free-port';

// Postgres of its own, so this test can restart it under a running app.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rehearse-restart-'));
let port: number;
let pg: EmbeddedDatabase;
let app: Rehearse;

beforeAll(async () => {
  port = await freePort();
  pg = await startEmbeddedPostgres(path.join(dir, 'data'), port, { throwaway: true, log: () => {} });
  const env = readEnv({ ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATABASE_URL: pg.url });
  app = await startRehearse({ env });
});
afterAll(async () => {
  await app?.stop();
  await pg?.stop();
  removeDataDir(path.join(dir, 'data'));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('Postgres restarting under a running app', () => {
  it('keeps the app alive, reconnects the listener and the queue, and finishes the run', async () => {
    const user = await signUp(app.url);
    const client = apiClient(app.url, user);
    const [demo] = (await client.customerVoiceAgent.list.query()).filter((a) => a.isDemo);
    await client.customerVoiceAgent.update.mutate({
      id: demo!.id,
      name: demo!.name,
      chat: { url: `${app.url}/api/demo-agent/chat`, protocol: 'REST', extraBody: { latencyMs: 300 }, maxTurns: 10 },
    });
    const run = await client.testRuns.create.mutate({ agentId: demo!.id });
    await eventually(async () => (await client.testRuns.get.query({ testRunId: run.id })).caseRuns.some((c) => c.turnCount >= 1));

    await pg.stop();
    await new Promise((r) => setTimeout(r, 500));
    pg = await startEmbeddedPostgres(path.join(dir, 'data'), port, { throwaway: true, log: () => {} });

    const done = await eventually(async () => {
      const r = await client.testRuns.get.query({ testRunId: run.id }).catch(() => null);
      return r?.status === 'COMPLETED' && r;
    }, 90_000);
    expect(done.caseRuns.map((c) => c.status)).toEqual(['COMPLETED', 'COMPLETED', 'COMPLETED']);

    // The LISTEN connection came back: a NOTIFY after the restart reaches subscribers.
    const heard = await eventually(async () => {
      const got: TestRunEvent[] = [];
      const off = app.events.subscribe(testRunTopic, 'probe', (e) => got.push(e));
      await publish(app.db, testRunTopic, { type: 'run', testRunId: 'probe', status: 'RUNNING' });
      await new Promise((r) => setTimeout(r, 200));
      off();
      return got.length > 0;
    }, 30_000);
    expect(heard).toBe(true);
  });
});

import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EventBus } from '../../src/server/events';
import { testRunTopic } from '../../src/features/test-runs/events';
import { eventually } from '../helpers/api';
import { startTestApp, type TestApp } from '../helpers/app';

// Notifications sent while the LISTEN connection is down are lost by Postgres's design; when the
// listener comes back, subscribers are told to catch up instead of waiting for events that left.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { worker: false });
});
afterAll(() => app?.stop());

it('tells subscribers to resync after its listener reconnects, and hears events again', async () => {
  const bus = new EventBus(app.databaseUrl);
  await bus.start();
  const heard: unknown[] = [];
  let resyncs = 0;
  await bus.listen(testRunTopic);
  const off = bus.subscribe(testRunTopic, 'run-1', (e) => heard.push(e));
  const offReconnect = bus.onReconnect(() => resyncs++);
  const admin = new pg.Client({ connectionString: app.databaseUrl });
  await admin.connect();
  try {
    // Kill the listener's connection from the database side, as a Postgres restart would.
    const { rowCount } = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'listen %' and pid <> pg_backend_pid()`,
    );
    expect(rowCount).toBeGreaterThan(0);
    await eventually(async () => resyncs > 0, 15_000);
    await admin.query(`select pg_notify($1, $2)`, [testRunTopic.channel, JSON.stringify({ type: 'run', testRunId: 'run-1', status: 'COMPLETED' })]);
    await eventually(async () => heard.length > 0, 10_000);
    expect(heard[0]).toMatchObject({ type: 'run', testRunId: 'run-1' });
  } finally {
    off();
    offReconnect();
    await admin.end();
    await bus.stop();
  }
});

/**
 * bench:run — 1,000 five-turn conversations against the built-in demo agent, end to end:
 * tRPC create → pg-boss jobs → workers → HTTP agent → Postgres transcript → run COMPLETED.
 * Prints wall time, throughput and the platform's own overhead per turn.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readEnv } from '../src/server/config';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { workspaces } from '../src/server/db/schema';
import { startRehearse } from '../src/server/start';
import { percentile } from '../src/shared/stats';
import { apiClient, signUp } from '../tests/helpers/api';
import { freePort } from '../tests/helpers/free-port';

const CASES = Number(process.env.BENCH_CASES ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 100);
const SCRIPT = {
  initialMessage: 'Hello, what are your opening hours?',
  turns: ['Are you open on Saturday?', 'I would like to book an appointment.', 'My name is Kim Lee.', 'Thanks, bye.'],
};

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rehearse-bench-'));
  const pg = await startEmbeddedPostgres(dir, await freePort(), { log: () => {} });
  const env = readEnv({ ...process.env, PORT: '0', LOG_LEVEL: 'silent', DATABASE_URL: pg.url, WORKER_BATCH_SIZE: process.env.WORKER_BATCH_SIZE ?? '20', WORKER_CONCURRENCY: process.env.WORKER_CONCURRENCY ?? '4' });
  const app = await startRehearse({ env });
  try {
    const user = await signUp(app.url, 'Bench');
    const api = apiClient(app.url, user);
    await app.db.update(workspaces).set({ concurrencyMax: CONCURRENCY });
    const [demo] = await api.customerVoiceAgent.list.query();
    const ids: string[] = [];
    for (let i = 0; i < CASES; i++) {
      const tc = await api.testCase.create.mutate({
        agentId: demo!.id,
        title: `Five turns ${i}`,
        initialMessage: SCRIPT.initialMessage,
        turns: SCRIPT.turns.map((expectedResponse) => ({ expectedResponse })),
      });
      ids.push(tc.id);
    }

    const started = performance.now();
    const run = await api.testRuns.create.mutate({ agentId: demo!.id, testCaseIds: ids });
    for (;;) {
      const { rows } = await app.db.execute<{ status: string }>(sql`select status from test_runs where id = ${run.id}`);
      if (rows[0]?.status === 'COMPLETED') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const wallMs = performance.now() - started;

    const { rows: cases } = await app.db.execute<{ status: string; duration_ms: number; reply_sum: number; turns: number }>(sql`
      select r.status, r.duration_ms,
        (select coalesce(sum(full_reply_ms), 0) from test_case_run_messages m where m.test_case_run_id = r.id and m.role = 'agent') as reply_sum,
        (select count(*)::int from test_case_run_messages m where m.test_case_run_id = r.id and m.role = 'agent') as turns
      from test_case_runs r where r.test_run_id = ${run.id}`);
    const turns = cases.reduce((s, c) => s + c.turns, 0);
    const completed = cases.filter((c) => c.status === 'COMPLETED').length;
    const overheadPerTurn = cases.map((c) => (c.duration_ms - Number(c.reply_sum)) / Math.max(1, c.turns));
    const replyPerTurn = cases.map((c) => Number(c.reply_sum) / Math.max(1, c.turns));

    console.log(`bench:run — ${CASES} cases × 5 turns against the demo agent (REST), concurrencyMax ${CONCURRENCY}, ${os.cpus().length} cores`);
    console.log(`  completed            ${completed}/${CASES} (${turns} agent turns)`);
    console.log(`  wall time            ${(wallMs / 1000).toFixed(2)} s  (${(CASES / (wallMs / 1000)).toFixed(0)} cases/s, ${(turns / (wallMs / 1000)).toFixed(0)} turns/s)`);
    console.log(`  wall time per turn   ${(wallMs / turns).toFixed(2)} ms amortised over the whole run`);
    console.log(`  platform overhead    p50 ${percentile(overheadPerTurn, 50)!.toFixed(2)} ms, p90 ${percentile(overheadPerTurn, 90)!.toFixed(2)} ms per turn (conversation time not spent waiting for the agent: transcript writes, NOTIFY, scheduling)`);
    console.log(`  agent reply          p50 ${percentile(replyPerTurn, 50)!.toFixed(2)} ms per turn (request to full reply, measured by the worker)`);
  } finally {
    await app.stop();
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

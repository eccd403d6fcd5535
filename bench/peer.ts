/**
 * bench:peer — Rehearse beside promptfoo on the same external REST agent (a process of its own,
 * bench/peer-agent.ts), 1,000 single-exchange cases per workload:
 *   A: 0 ms agent, concurrencyMax / -j 50      B: 500 ms agent, concurrencyMax / -j 200
 * Rehearse is driven through its public API (sign up, agent, cases, tRPC run, wait); B runs again
 * with two separate worker processes. promptfoo runs its `http` provider with a `contains` check.
 * The agent is the referee for concurrency (requests in flight) and for latency-measurement error.
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readEnv } from '../src/server/config';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { startRehearse, type Rehearse } from '../src/server/start';
import { percentile } from '../src/shared/stats';
import { apiClient, signUp, type Account } from '../tests/helpers/api';
import { freePort } from '../tests/helpers/free-port';
import { ensurePromptfoo, runPromptfoo } from './peer-promptfoo';

const CASES = Number(process.env.BENCH_CASES ?? 1000);
/** BENCH_ONLY=rehearse, workers (only the two-worker run) or promptfoo; BENCH_WORKLOADS=A or B one workload. */
const ONLY = process.env.BENCH_ONLY;
const PICK = process.env.BENCH_WORKLOADS ?? 'AB';
const WORKLOADS = [
  { key: 'A', delayMs: 0, limit: 50 },
  { key: 'B', delayMs: 500, limit: 200 },
] as const;
type Workload = (typeof WORKLOADS)[number];

export interface AgentStats {
  requests: number;
  max: number;
  mean: number;
  windowMs: number;
  holds: Array<{ sessionId: string; holdMs: number }>;
}

interface Row {
  tool: string;
  workload: Workload;
  wallMs: number;
  ok: number;
  stats: AgentStats;
  overheadP50?: number;
  errP50?: number;
  errMax?: number;
}

async function startAgent(): Promise<{ url: string; child: ChildProcess }> {
  const child = fork(path.join(import.meta.dirname, 'peer-agent.ts'), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const port = await new Promise<number>((resolve) => child.once('message', (m: { port: number }) => resolve(m.port)));
  return { url: `http://127.0.0.1:${port}`, child };
}

export const agentStats = async (url: string) => (await (await fetch(`${url}/stats`)).json()) as AgentStats;
export const resetAgent = (url: string) => fetch(`${url}/reset`, { method: 'POST' });

/** BENCH_PROFILE=1 writes a CPU profile of this process for each timed run. */
async function startProfile() {
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async (file: string) => {
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}

async function pool<T>(items: T[], size: number, fn: (item: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(Array.from({ length: size }, async () => {
    while (next < items.length) await fn(items[next++]!);
  }));
}

async function rehearse(tool: string, app: Rehearse, user: Account, agentUrl: string, w: Workload): Promise<Row> {
  const api = apiClient(app.url, user);
  await api.workspace.updateSettings.mutate({ concurrencyMax: w.limit });
  const agent = await api.customerVoiceAgent.create.mutate({
    name: `Peer ${w.key} ${tool}`,
    chat: { url: `${agentUrl}/chat/${w.delayMs}`, protocol: 'REST', extraBody: {}, maxTurns: 10 },
  });
  await pool([...Array(CASES).keys()], 16, (i) =>
    api.testCase.create.mutate({ agentId: agent.id, title: `Case ${i}`, initialMessage: `Hello ${i}`, turns: [] }),
  );
  await resetAgent(agentUrl);
  const cpu = process.cpuUsage();
  const profile = process.env.BENCH_PROFILE ? await startProfile() : null;
  const started = Date.now();
  const run = await api.testRuns.create.mutate({ agentId: agent.id });
  // Polled gently (a tight poll would load the machine being measured); the end is read from the
  // run's own finished_at, so the poll interval does not add to the figure.
  while ((await api.testRuns.getTestRunSummary.query({ testRunId: run.id })).status !== 'COMPLETED') {
    await new Promise((r) => setTimeout(r, 250));
  }
  const { finishedAt } = await api.testRuns.get.query({ testRunId: run.id });
  const wallMs = finishedAt!.getTime() - started;
  const used = process.cpuUsage(cpu);
  await profile?.(`/tmp/peer-${w.key}-${tool.includes("2 workers") ? "workers" : "single"}.cpuprofile`);
  const stats = await agentStats(agentUrl);
  console.log(`  ${tool} ${w.key}: this process used ${((used.user + used.system) / 1000 / CASES).toFixed(2)} ms CPU per case while the run went on`);
  const { rows } = await app.db.execute<{ id: string; status: string; duration_ms: number; reply_sum: number; turns: number; full_reply_ms: number | null; reply_ok: boolean }>(sql`
    select r.id, r.status, r.duration_ms,
      (select coalesce(sum(full_reply_ms), 0) from test_case_run_messages m where m.test_case_run_id = r.id and m.role = 'agent') as reply_sum,
      (select count(*)::int from test_case_run_messages m where m.test_case_run_id = r.id and m.role = 'agent') as turns,
      (select max(full_reply_ms) from test_case_run_messages m where m.test_case_run_id = r.id and m.role = 'agent') as full_reply_ms,
      exists (select 1 from test_case_run_messages m where m.test_case_run_id = r.id and m.role = 'agent' and m.content like 'OK:%') as reply_ok
    from test_case_runs r where r.test_run_id = ${run.id}`);
  const holds = new Map(stats.holds.map((h) => [h.sessionId, h.holdMs]));
  const errors = rows.filter((r) => r.full_reply_ms != null && holds.has(r.id)).map((r) => Number(r.full_reply_ms) - holds.get(r.id)!);
  return {
    tool,
    workload: w,
    wallMs,
    ok: rows.filter((r) => r.status === 'COMPLETED' && r.reply_ok).length,
    stats,
    overheadP50: percentile(rows.map((r) => (r.duration_ms - Number(r.reply_sum)) / Math.max(1, r.turns)), 50) ?? undefined,
    errP50: percentile(errors, 50) ?? undefined,
    errMax: errors.length ? Math.max(...errors) : undefined,
  };
}

function spawnWorker(databaseUrl: string, publicUrl: string) {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--worker'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PUBLIC_URL: publicUrl, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const f1 = (n: number | undefined) => (n == null ? '—' : n.toFixed(1));

function print(rows: Row[]) {
  console.log(`\nbench:peer — ${CASES} single-exchange cases per workload, ${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log('tool                          load   wall s   ok     agent in-flight max / mean (held %)   overhead p50   latency err p50 / max');
  for (const r of rows) {
    const held = (100 * r.stats.mean) / r.workload.limit;
    console.log(
      [
        r.tool.padEnd(29),
        `${r.workload.key}`.padEnd(6),
        (r.wallMs / 1000).toFixed(2).padStart(6),
        `${r.ok}`.padStart(6),
        `   ${r.stats.max} / ${r.stats.mean.toFixed(1)} (${held.toFixed(0)} % of ${r.workload.limit})`.padEnd(38),
        `${f1(r.overheadP50)} ms`.padStart(12),
        `   ${f1(r.errP50)} / ${f1(r.errMax)} ms`,
      ].join(' '),
    );
  }
  for (const w of WORKLOADS) {
    const ours = rows.find((r) => r.workload === w && r.tool.startsWith('rehearse'));
    const theirs = rows.find((r) => r.workload === w && r.tool.startsWith('promptfoo'));
    if (ours && theirs) {
      console.log(`  ${w.key} (${w.delayMs} ms agent, limit ${w.limit}): promptfoo / Rehearse wall time = ${(theirs.wallMs / ours.wallMs).toFixed(2)}x`);
    }
  }
  console.log('  wall: Rehearse from calling testRuns.create to the run\'s finishedAt; promptfoo from process start to exit.');
  console.log('  in-flight, held %: measured by the agent between its first request and its last reply.');
  console.log('  overhead: conversation time not spent waiting for the agent, per turn. latency err: Rehearse full-reply time minus the agent\'s own hold time.');
}

async function main() {
  const promptfoo = await ensurePromptfoo();
  const agent = await startAgent();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rehearse-peer-'));
  // The app's own durable default unless BENCH_DURABLE=0 (fsync and synchronous commit off, as the tests run).
  const durable = process.env.BENCH_DURABLE !== '0';
  const pg = await startEmbeddedPostgres(dir, await freePort(), { throwaway: !durable, log: () => {} });
  console.log(`Postgres: embedded, ${durable ? 'durable (the default)' : 'fsync off (BENCH_DURABLE=0)'}`);
  const rows: Row[] = [];
  const base = { ...process.env, PORT: '0', LOG_LEVEL: 'silent', DATABASE_URL: pg.url };
  const workloads = WORKLOADS.filter((w) => PICK.includes(w.key));
  try {
    let app = await startRehearse({ env: readEnv(base) });
    const user = await signUp(app.url, 'Bench');
    if (ONLY !== 'promptfoo' && ONLY !== 'workers') for (const w of workloads) rows.push(await rehearse('rehearse (1 process)', app, user, agent.url, w));
    await app.stop();

    if (ONLY !== 'promptfoo' && PICK.includes('B')) app = await startRehearse({ env: readEnv(base), worker: false });
    if (ONLY !== 'promptfoo' && PICK.includes('B')) {
      const workers = [spawnWorker(pg.url, app.url), spawnWorker(pg.url, app.url)];
      await new Promise((r) => setTimeout(r, 3000));
      try {
        rows.push(await rehearse('rehearse (api + 2 workers)', app, user, agent.url, WORKLOADS[1]));
      } finally {
        for (const w of workers) w.kill('SIGTERM');
        await app.stop();
      }
    }

    for (const w of ONLY === 'rehearse' || ONLY === 'workers' ? [] : workloads) {
      await resetAgent(agent.url);
      const { wallMs, ok } = await runPromptfoo(promptfoo, `${agent.url}/chat/${w.delayMs}`, CASES, w.limit);
      rows.push({ tool: `promptfoo ${promptfoo.version}`, workload: w, wallMs, ok, stats: await agentStats(agent.url) });
    }
  } finally {
    print(rows);
    agent.child.kill();
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
